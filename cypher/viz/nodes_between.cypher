// The dashboard map inside a time window (since and/or until).
// include: viz/between
// include: viz/filters
// include: viz/rows
