// The parameters of the statement, back as they arrived (tests/test_platform.py).
RETURN $vector AS vector, $ids AS ids, $known AS known, $rows AS rows, $text AS text, $n AS n
