// A user's own vector index dropped with their data (eval/scratch.py). __INDEX__ as in
// search/own_index_create.
DROP INDEX __INDEX__ IF EXISTS
