"""`python -m graphmem.mcp [--transport stdio|http] [--port N] [--user ID]`."""

import sys

from graphmem.cli import main

if __name__ == "__main__":
    sys.exit(main(["mcp", *sys.argv[1:]]))
