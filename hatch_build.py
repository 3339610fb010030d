"""Build hook: bundle the widget's JavaScript (js/) into vgwidget/static/ with esbuild.

The bundle is also committed, so installing from a checkout never needs npm: the hook only
rebuilds when npm and the front end's node_modules are present (a developer's machine, or
`make test` after its npm step). Set VGWIDGET_SKIP_JS=1 to skip it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class JsBuildHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        js = Path(self.root) / "js"
        if os.environ.get("VGWIDGET_SKIP_JS"):
            return
        if not (js / "package.json").exists() or not (js / "node_modules").exists():
            return  # no front-end toolchain here: the committed bundle is used
        npm = shutil.which("npm")
        if npm is None:
            return
        subprocess.run([npm, "run", "build"], cwd=js, check=True)
