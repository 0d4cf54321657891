"""The MCP server: graphmem's memory as tools for an assistant (see graphmem.mcp.server)."""
