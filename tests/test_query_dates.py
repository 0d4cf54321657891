"""The dates a question names (retrieve/query_dates.py) and the `time` signal they give."""

from __future__ import annotations

from datetime import date

import pytest

from graphmem.retrieve.query_dates import AnyYear, Window, query_windows, time_match


@pytest.mark.parametrize(("question", "spans"), [
    ("What did John share with Tim in January 2024?", [(date(2024, 1, 1), date(2024, 2, 1))]),
    ("What did Maria start, as mentioned on 3 June, 2023?",
     [(date(2023, 6, 3), date(2023, 6, 4))]),
    ("What did Joanna recommend on February 7th, 2022?", [(date(2022, 2, 7), date(2022, 2, 8))]),
    ("the 31st of December 2023 party", [(date(2023, 12, 31), date(2024, 1, 1))]),
    ("What did she paint in 2022?", [(date(2022, 1, 1), date(2023, 1, 1))]),
    ("December 2023 or March 2024?", [(date(2023, 12, 1), date(2024, 1, 1)),
                                      (date(2024, 3, 1), date(2024, 4, 1))]),
    ("What did Joanna recommend on Aug 15th, 2022?", [(date(2022, 8, 15), date(2022, 8, 16))]),
    ("What state did Joanna visit in summer 2021?", [(date(2021, 6, 1), date(2021, 9, 1))]),
    # the winter of a year is the one that ends in it, not the year
    ("plans for the winter of 2023", [(date(2022, 12, 1), date(2023, 3, 1))]),
    # a number alone is no date; an impossible day is not one either; a day without its year
    # is no window of one year (below)
    ("Who scored 2022 points?", []),
    ("What happened on June 5?", []),
    ("Plans for 31 February 2024?", []),
    # a range whose year is named once, after its second day: one window over both days, and
    # no day of any year for the first
    ("Where was John between August 11 and August 15 2023?",
     [(date(2023, 8, 11), date(2023, 8, 16))]),
    ("from 3 to 7 June, 2023", [(date(2023, 6, 3), date(2023, 6, 8))]),
    ("between the 3rd and 7th of June 2023", [(date(2023, 6, 3), date(2023, 6, 8))]),
    ("from Aug 30 to Sept 2, 2023", [(date(2023, 8, 30), date(2023, 9, 3))]),
])
def test_explicit_dates_become_windows(question, spans):
    got = [(w.start.date(), w.end.date()) for w in query_windows(question)
           if isinstance(w, Window)]
    assert got == spans
    if " and " in question or " to " in question:
        assert not [w for w in query_windows(question) if isinstance(w, AnyYear)]


@pytest.mark.parametrize(("question", "months"), [
    ("When did Melanie go camping in June?", [6]),
    ("Which country was Tim visiting in the second week of November?", [11]),
    ("What did we ship in march or by August?", [3, 8]),
    # the explicit dates take theirs first; a name's possessive is no month
    ("What did we ship in May 2023 and in July?", [7]),
    ("What did we cook in June's kitchen?", []),
])
def test_a_month_without_its_year_is_that_month_of_any_year(question, months):
    windows = query_windows(question)
    assert [w.month for w in windows if isinstance(w, AnyYear)] == months
    assert all(w.day is None and w.months == 1 for w in windows if isinstance(w, AnyYear))


@pytest.mark.parametrize(("question", "times"), [
    ("What did John's teammates give him when they met on Aug 15th?", [(8, 15, 1)]),
    ("What happened on June 5?", [(6, 5, 1)]),
    ("the 5th of June party", [(6, 5, 1)]),
    ("When did Caroline go to a pride parade during the summer?", [(6, None, 3)]),
    ("What did they plan for last fall and this winter?", [(9, None, 3), (12, None, 3)]),
    ("summer camp photos", [(6, None, 3)]),
    # names, a framework, verbs: no time
    ("What did we decide about Spring Boot?", []),
    ("What did Summer say to Winter?", []),
    ("Did he fall off the bike?", []),
    ("I think 10 may be enough", []),
    ("What did the marketing team ship?", []),
])
def test_a_day_or_season_without_its_year_is_that_time_of_any_year(question, times):
    assert [(w.month, w.day, w.months) for w in query_windows(question)] == times


def test_a_day_or_season_of_any_year_scores_each_year_alike():
    day = query_windows("when they met on Aug 15th")
    assert time_match(day, "2023-08-15T18:00:00Z") == time_match(day, "2021-08-15T09:00:00Z") == 1
    assert 0 < time_match(day, "2023-08-18T10:00:00Z") < 1  # a few days off
    assert time_match(day, "2023-09-15T10:00:00Z") == 0.0
    leap = query_windows("what did we do on Feb 29?")  # no such day in most years
    assert time_match(leap, "2024-02-29T10:00:00Z") == 1.0
    assert time_match(leap, "2023-06-01T10:00:00Z") == 0.0
    winter = query_windows("What did they do during the winter?")
    assert time_match(winter, "2023-01-20T10:00:00Z") == time_match(
        winter, "2022-12-20T10:00:00Z") == 1.0
    assert time_match(winter, "2023-07-01T10:00:00Z") == 0.0


def test_a_month_of_any_year_scores_each_year_alike_and_its_edges_less():
    windows = query_windows("When did Melanie go camping in June?")
    assert time_match(windows, "2023-06-27T10:00:00Z") == 1.0
    assert time_match(windows, "2021-06-02T10:00:00Z") == 1.0
    assert 0 < time_match(windows, "2023-07-05T10:00:00Z") < 1  # just past it
    assert time_match(windows, "2023-09-01T10:00:00Z") == 0.0
    december = query_windows("What happened in December?")
    assert time_match(december, "2024-01-03T10:00:00Z") > 0  # close to the December before
    assert time_match(windows, "0001-01-01T00:00:00Z") == 0.0  # the first year has no year before


def test_time_is_one_inside_the_window_and_falls_off_beyond_it():
    windows = query_windows("as mentioned on 3 June, 2023")
    inside = time_match(windows, "2023-06-03T13:56:00Z")
    near = time_match(windows, "2023-06-01T10:00:00Z")
    far = time_match(windows, "2023-06-20T10:00:00Z")
    assert inside == 1.0 and 0 < near < 1 and far == 0.0
    assert time_match(windows, None) == 0.0
    assert time_match((), "2023-06-03T13:56:00Z") == 0.0
    assert time_match(windows, "2023-06-03T13:56:00") == 1.0  # a stored time without a zone


def test_a_question_that_names_a_date_prefers_what_was_said_then(services, user):
    """Two turns say the same thing months apart; the question's month picks the older one."""
    from graphmem.models import RecordIn, SearchIn, Weights

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=ref, sender="Maria",
                 occurred_at=at)
        for ref, text, at in [
            ("spring", "I started volunteering at the animal shelter, it is lovely.",
             "2023-04-12T10:00:00Z"),
            ("summer", "I started volunteering at the animal shelter, it is lovely!",
             "2023-07-20T10:00:00Z"),
        ]])

    def scored(weights=None):
        out = services.searcher.search(user, SearchIn(
            query="What did she start volunteering at in April 2023?", top_k=2,
            weights=weights))
        return {r.source_refs[0]: r for r in out.results}

    with_time, without = scored(), scored(Weights(time=0))
    assert list(with_time)[0] == "spring"
    assert with_time["spring"].signals["time"] == 1.0 and with_time["summer"].signals["time"] == 0
    # the two say the same: without the signal they are about even
    gap = with_time["spring"].score - with_time["summer"].score
    assert gap > abs(without["spring"].score - without["summer"].score) + 0.1


def test_a_question_that_names_a_day_finds_that_days_memories_whatever_their_words(
        services, user):
    """"What did Maria say on 11 December, 2023?" shares no word with what she said that day.
    Among 450 turns closer to the question's words, the day's two would not be candidates by
    vector, keyword or graph; the day itself makes them candidates, and the time signal
    lifts them among the first results."""
    from graphmem.models import RecordIn, SearchIn

    busy = [RecordIn(type="conversation", sender="Maria", source_ref=f"b{i}",
                     content=f"Maria said the release {i} of the billing service went out fine.",
                     occurred_at=f"2023-{1 + i % 11:02d}-{1 + i % 27:02d}T10:00:00Z")
            for i in range(450)]
    day = [RecordIn(type="conversation", sender="Maria", source_ref=ref, content=text,
                    occurred_at=f"2023-12-11T{hour}:00:00Z")
           for ref, text, hour in [("d1", "Planted tulips along the south fence.", "09"),
                                   ("d2", "The roses need more shade than I thought.", "17")]]
    services.writer.append_many(user, busy + day)
    out = services.searcher.search(user, SearchIn(
        query="What did Maria say on 11 December, 2023?", top_k=5))
    assert {"d1", "d2"} <= {r.source_refs[0] for r in out.results}
    assert out.retrieval_metadata.dated_candidates == 2
    # a month is a window too; a year names too many memories to read for one question
    month = services.searcher.search(user, SearchIn(query="What did Maria say in December 2023?"))
    assert month.retrieval_metadata.dated_candidates == 2
    year = services.searcher.search(user, SearchIn(query="What did Maria say in 2023?"))
    assert year.retrieval_metadata.dated_candidates == 0


def test_a_day_named_without_its_year_finds_that_day_in_each_recent_year(services, user):
    """"What did Maria say on Dec 11th?": that day of each of the user's latest years (at
    most DATED_ANY_YEARS) makes its memories candidates, whatever their words."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.retrieve.search import DATED_ANY_YEARS

    busy = [RecordIn(type="conversation", sender="Maria", source_ref=f"b{i}",
                     content=f"Maria said the release {i} of the billing service went out fine.",
                     occurred_at=f"{2020 + i % 5}-{1 + i % 11:02d}-{1 + i % 27:02d}T10:00:00Z")
            for i in range(450)]
    days = [RecordIn(type="conversation", sender="Maria", source_ref=f"d{year}",
                     content=text, occurred_at=f"{year}-12-11T09:00:00Z")
            for year, text in [(2020, "Planted tulips along the south fence."),
                               (2022, "The roses need more shade than I thought."),
                               (2024, "Basil does better on the kitchen sill.")]]
    services.writer.append_many(user, busy + days)
    out = services.searcher.search(user, SearchIn(query="What did Maria say on Dec 11th?",
                                                  top_k=5))
    assert DATED_ANY_YEARS == 3  # 2022-2024: the 2020 one is too old to be looked for by date
    assert out.retrieval_metadata.dated_candidates == 2
    shown = {r.source_refs[0] for r in out.results}
    assert {"d2022", "d2024"} <= shown
    assert all(r.signals["time"] == 1.0 for r in out.results if r.source_refs[0] in shown
               and r.source_refs[0].startswith("d"))
    # a user without memories has no years to look in
    empty = services.searcher.search(f"{user}-none",
                                     SearchIn(query="What did Maria say on Dec 11th?"))
    assert empty.results == [] and empty.retrieval_metadata.dated_candidates == 0
