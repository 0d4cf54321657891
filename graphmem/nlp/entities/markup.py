"""Markdown's syntax blanked out before entity extraction, character for character, so that
offsets still point into the text as written. Parsed as it was, a document's table gave a person
named "|", a link an organisation "Kafka](https://kafka.apache.org", a backticked name a project
"billing` |": the statistical NER reads punctuation it never saw in training as part of names.
What the syntax holds (a link's words, a table cell, code) stays."""

from __future__ import annotations

import re

_LINK = re.compile(r"!?\[([^\]\n]{0,500})\]\(([^)\s]{0,2000})(?:\s+\"[^\"\n]*\")?\)")
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,}).*$", re.MULTILINE)
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$",
                         re.MULTILINE)
_LINE_MARK = re.compile(r"^[ \t]*(?:#{1,6}|>+|[-*+](?=\s))(?=\s)", re.MULTILINE)
# HTML's own tags only: "<Sarah Connor>" in a chat turn is a name in brackets, not a tag
_TAG = re.compile(r"</?(?:a|abbr|b|blockquote|br|code|dd|del|details|div|dl|dt|em|h[1-6]|hr|i|"
                  r"img|ins|kbd|li|mark|ol|p|pre|s|small|span|strong|sub|summary|sup|table|"
                  r"tbody|td|th|thead|tr|u|ul)(?:\s[^<>\n]{0,200})?/?>")
# A reference link's definition ("[g]: https://grafana.com"): its target is no name
_REFERENCE = re.compile(r"^[ \t]{0,3}\[[^\]\n]{1,200}\]:[ \t]*\S+.*$", re.MULTILINE)
_EMPHASIS = re.compile(r"(?<![\w*])[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}(?![\w*])")
_MARKS = re.compile(r"[|`\[\]*_#<>~]")  # a text with none of them is returned as it is


def _blank(match: re.Match) -> str:
    return " " * len(match.group(0))


def _link_words(match: re.Match) -> str:
    """`[words](target)` as ` words ` and blanks: the words are what the text says."""
    words = match.group(1)
    start = 2 if match.group(0).startswith("!") else 1
    return " " * start + words + " " * (len(match.group(0)) - start - len(words))


def plain(text: str) -> str:
    """`text` with Markdown's syntax as spaces (a table's pipes as `;`): the same length, the
    same offsets."""
    if not _MARKS.search(text):  # most chat turns: one C-level scan, not a Python loop
        return text
    text = _LINK.sub(_link_words, text)
    text = _REFERENCE.sub(_blank, text)
    text = _FENCE.sub(_blank, text)
    text = _TABLE_RULE.sub(_blank, text)
    text = _LINE_MARK.sub(_blank, text)
    text = _TAG.sub(_blank, text)
    text = _EMPHASIS.sub(_blank, text)
    # a cell's edge ends a name as punctuation does ("| Reviewer | Approver |" had made one)
    return text.replace("|", ";").replace("`", " ")
