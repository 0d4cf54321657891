"""People written in lowercase, as chat does ("lol tomasz just force-pushed", "chris says"),
and lowercase codenames."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from graphmem.nlp.entities.model import PERSON, PROJECT, RULE
from graphmem.nlp.entities.spans import (
    _DAY_TITLES,
    _GREETING_WORDS,
    _covering,
    _cue_word,
    _merge,
    _object_of,
    _one_word_entity,
    _span,
    _subject_of,
)


class ChatNames:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

    def chat_names(self, doc: Doc) -> None:
        """Chat writes names in lowercase. A lowercase word that is a listed given name and no
        English word ("tomasz", "priya"; not "will", "mark", "sunny") is that person, and
        so is a given name greeted ("hey june", "Hi June,")."""
        new, drop = [], []
        for tok in doc:
            if not (tok.is_alpha and len(tok) > 2) or not (tok.is_lower or tok.is_title):
                continue
            if self._greeted(tok):  # a person, not the month: "hey june", "Hi June,"
                drop.extend(_covering(tok))
                new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "chat_name"))
                continue
            if tok.ent_type_ or tok.is_title:
                continue
            title = tok.text.title()
            if not self._given_name_text(title) or title not in self.a.chat_first_names or (
                    title in self.a.word_names and not self._chat_speaker(tok)):
                continue  # "june" the month, but "hey june"
            if _cue_word(tok, self.words) and not self._chat_speaker(tok):
                continue  # an English word or its plural: "yoga mats"; not "tom said"
            if tok.lower_ in self.not_chat_names:
                continue  # "dev", "prod": software words that are names too
            new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "chat_name"))
        if new:
            _merge(doc, new, replace=drop)

    def _greeted(self, tok: Token) -> bool:
        """A given name right after a greeting that opens the text ("Hi June,", "hey june
        did you ..."), whatever else a step made of the word."""
        if tok.i != 1 or tok.doc[0].lower_ not in _GREETING_WORDS:
            return False
        if tok.ent_type_ and (not _one_word_entity(tok) or tok.ent_type_ == PERSON):
            return False
        title = tok.text.title()
        return title in self.a.first_names or title in self.a.word_names or (
            title in self.a.calendar_names and title not in _DAY_TITLES)  # "June", not "Monday"

    def lower_codenames(self, doc: Doc) -> None:
        """Chat writes codenames in lowercase too: a lowercase word that no English list
        knows, right before a system word, is a project ("the ledgerline rate limiter", "the
        tidepool API", "cardforge rewrite"; `rules.json: lower_codename_heads`)."""
        new = []
        for tok in doc[:-1]:
            if tok.ent_type_ or not (tok.is_lower and tok.is_alpha and len(tok) > 3):
                continue
            if doc[tok.i + 1].lower_ not in self.s["lower_codename_heads"]:
                continue
            if _cue_word(tok, self.words) or not tok.tag_.startswith("NN"):
                continue  # an English word or its plural ("the user service"), "migrated"
            if tok.i > 0 and doc[tok.i - 1].text in ("-", "/"):
                continue  # "on-prem cluster", "lockout/tagout incident"
            if tok.is_stop or self.a.is_gazetteer(tok.text) or tok.lower_ in self.not_chat_names:
                continue
            if self._given_name_text(tok.text.title()):
                continue  # "rowan's repo": the chat-name step judges a person
            new.append(_span(doc, tok.i, tok.i + 1, PROJECT, RULE + "codename"))
        if new:
            _merge(doc, new)

    def _chat_speaker(self, tok: Token) -> bool:
        """A lowercase given name that is also a word, used as only a person is: greeted ("hey
        june"), owning something ("lily's recital"), told ("tell mina"), opening a message
        before a colon or comma ("wei: please review"), or the subject of a speech verb ("tom
        said")."""
        doc = tok.doc
        prev = doc[tok.i - 1] if tok.i > 0 else None
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if prev is not None and prev.lower_ in _GREETING_WORDS:
            return True
        if nxt is not None and nxt.text in ("'s", "’s") and tok.dep_ == "poss":
            return True  # "maya's sending the link", "theo's reading log"
        if _object_of(tok, self.s["address_verbs"]):
            return True  # "tell mina not to pay"
        if tok.i == 0 and nxt is not None and nxt.text in (":", ","):
            return True
        return _subject_of(tok, self.s["speech_verbs"])
