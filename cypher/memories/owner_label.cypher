// The owner's label on a memory `m` of $user_id, `User:<user_id>`, included by each statement
// that creates memories: an index on it holds one user's vectors (retrieve/own_index.py names
// the label the same way and gives some users such an index).
SET m:$('User:' + $user_id)
