// How many memories inside a time window pass the map's filters.
// include: viz/between
// include: viz/filters
RETURN count(m) AS total
