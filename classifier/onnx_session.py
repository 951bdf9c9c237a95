"""One way to open an ONNX artifact for both tiers: CPU, a fixed thread count, errors that say
which file failed and how to rebuild it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pinlane.classifier.errors import ModelLoadError


def open_session(path: Path, *, threads: int, what: str, hint: str) -> tuple[Any, dict[str, str]]:
    """(onnxruntime session, its metadata_props) for ``path``.

    Raises:
        ModelLoadError: onnxruntime cannot load the file (``what`` names it in the message).
    """
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    try:
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime raises several private types
        raise ModelLoadError(f"Cannot load the {what} at {path}: {exc}. {hint}") from exc
    return session, dict(session.get_modelmeta().custom_metadata_map)
