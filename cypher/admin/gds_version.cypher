RETURN gds.version() AS version
