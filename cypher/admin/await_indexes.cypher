CALL db.awaitIndexes($timeout_s)
