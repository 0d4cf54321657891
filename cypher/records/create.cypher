UNWIND $rows AS row
CREATE (r:Record)
SET r = row
WITH count(r) AS created
MATCH (h:UserHead {user_id: $user_id})
SET h.seq = $seq, h.hash = $hash
RETURN created
