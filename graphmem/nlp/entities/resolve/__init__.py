"""`graphmem_resolve`, after the statistical NER: ambiguous gazetteer names judged
by context (Java the language vs the island) where the NER named nothing, vendors typed by the
NER, clean-up of the stock model's labels in software talk."""

from graphmem.nlp.entities.resolve.component import ResolveComponent, make_resolve

__all__ = ["ResolveComponent", "make_resolve"]
