"""The write path: validate, scrub secrets, append records, derive memories."""
