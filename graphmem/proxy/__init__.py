"""The LLM-API proxy (`/llm/...`): any assistant that can set its SDK's base URL gets memory.

detect the provider format -> strip the transport envelope -> resolve the conversation -> gate ->
(active) reconcile, assemble, inject `<virtual-context>` -> forward and stream back -> persist the
reply in the background. See `pipeline.Proxy`.
"""
