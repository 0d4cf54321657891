"""Language processing: the spaCy entity pipeline, the embedder, token counting."""

import sys


def _thinc_without_torch() -> None:
    """Import thinc (spaCy's layers) while torch looks absent.

    thinc imports torch whenever it is installed, to offer torch-backed layers that the spaCy
    pipeline here never uses: 2-3 s of every process that parses, and torch's memory. The
    embedder needs torch only to export its ONNX graph once (`onnx_model.py`), so a process
    that finds the graph on disk loads no torch at all. torch is importable again afterwards
    (an export, a test comparing against it); thinc then just does not know of it.
    """
    if "thinc.compat" in sys.modules or sys.modules.get("torch") is not None:
        return
    sys.modules["torch"] = None  # `import torch` raises ImportError, which thinc expects
    try:
        import thinc.compat  # noqa: F401
    finally:
        del sys.modules["torch"]


_thinc_without_torch()
