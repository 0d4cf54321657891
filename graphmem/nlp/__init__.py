"""Language processing: the spaCy entity pipeline, the embedder, token counting."""
