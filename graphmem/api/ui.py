"""The web dashboard: static files built from ui/ (see ui/README.md), served at /ui with no key
(the page asks for one when the server has keys). In local mode `/` redirects to it."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles

from graphmem.api.errors import body

UI_DIR = Path(__file__).resolve().parent / "static" / "ui"


def mount_ui(app: FastAPI, local_mode: bool, directory: Path = UI_DIR) -> None:
    if (directory / "index.html").is_file():
        app.mount("/ui", StaticFiles(directory=directory, html=True), name="ui")
    else:
        @app.get("/ui", include_in_schema=False)
        @app.get("/ui/{path:path}", include_in_schema=False)
        def ui_missing(path: str = "") -> JSONResponse:
            return JSONResponse(body("not_built", "the dashboard was not built: run scripts/setup "
                                     "(needs node) or `npm ci && npm run build` in ui/"),
                                status_code=404)

    if local_mode:
        @app.get("/", include_in_schema=False)
        def root() -> RedirectResponse:
            return RedirectResponse("/ui/", status_code=307)
