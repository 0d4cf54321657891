// The texts and senders a user's keyword statistics are counted over (retrieve/keyword_stats.py):
// every memory of the user, or a random $share of them for a large user. One row of two lists:
// the driver decodes that several times faster than a row per memory.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND ($share >= 1.0 OR rand() < $share)
RETURN collect(m.text) AS texts, collect(coalesce(m.sender, '')) AS senders
