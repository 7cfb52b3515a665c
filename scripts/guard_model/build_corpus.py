"""Build the labelled injection corpus: templates (corpus_en, corpus_i18n_*) x slot fillers x obfuscations.

Run: `python scripts/guard_model/build_corpus.py [--seed 32] [--out data/guard]`. Writes `train.jsonl`, `dev.jsonl`
and `heldout.jsonl`, one object a line: `text`, `label` (`attack` | `benign`), `lang`, `intent`, `family`,
`obfuscation`, `split`. Same seed, same files. It also writes `prose_{train,dev,heldout}.jsonl`: real technical
prose harvested from this machine's Python (`prose.py`; benign, intent `prose`, family = its source module or
package) and real text from its message catalogs and documentation (`realtext.py`, in every language of the
corpus), not committed (`.gitignore`), regenerated here from the same interpreter, packages and system files.

How it is split (so the held-out number is honest):

* by *family*: every template (with its paraphrases) is one family; within each (language, label) group the
  families are ordered by a seeded hash and the first quarter is held out, the next sixth is the dev split used to
  calibrate thresholds, the rest is training. A held-out family's wording is never seen in training, in any form;
* by *filler*: a fifth of every slot's values (other verbs for "ignore", other tasks, other personas...) appear
  only in held-out rows, so the held-out rows also hold words the model never saw in that role;
* obfuscations are drawn per row, the same way in every split;
* each later batch of families (`corpus_d_*.py`; `corpus_e_*.py`; the look-alikes only of `corpus_e_benign_*.py`:
  `BATCHES`, each row's `batch`) and of real-text sources (`realtext.py`) is split among its own families and
  sources, with the same seed and shares, so adding it moved no earlier family or source between splits: every row
  of the earlier files is still in its split, word for word (a pool shared with the earlier families would have
  moved 10 of their 156 held-out families out of the held-out split). `deputy guard eval` reports each batch
  apart, so the held-out rows of the first batches stay comparable across retrains;
* the batches of `WITHOUT_HELD_OUT`, written to a brief drawn from the dev split after the held-out split had been
  read, go to training and dev only, so the held-out split is the same rows from one session to the next;
* the batches of `FRESH` go to `fresh.jsonl` whole: no split of theirs is fitted on.
"""

from __future__ import annotations

import argparse
import base64
import codecs
import hashlib
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import corpus_d_docs
import corpus_d_en
import corpus_d_i18n_a
import corpus_d_i18n_b
import corpus_d_leaks
import corpus_e_asia
import corpus_e_benign_en
import corpus_e_benign_i18n
import corpus_e_east
import corpus_e_en
import corpus_e_west
import corpus_en
import corpus_g_asia
import corpus_g_east
import corpus_g_en
import corpus_g_west
import corpus_h_asia
import corpus_h_en
import corpus_h_europe
import corpus_i18n_a
import corpus_i18n_b
import corpus_i18n_c
import corpus_i_asia
import corpus_i_en
import corpus_i_europe
import corpus_j_asia
import corpus_j_east
import corpus_j_en
import corpus_j_en_benign
import corpus_j_west
import corpus_k_en
import corpus_k_en_benign
import corpus_k_i18n
import corpus_k_i18n_b
import corpus_l_en_benign
import corpus_l_en_chat
import corpus_l_en_docs
import corpus_l_en_tools
import corpus_l_europe
import corpus_l_world
import corpus_m_en_benign
import corpus_m_en_sectors
import corpus_m_en_subtle
import corpus_m_en_voices
import corpus_m_europe
import corpus_m_world
import corpus_n_en_benign
import corpus_n_en_lengths
import corpus_n_en_techniques
import corpus_n_mixed
import corpus_o_en_benign
import corpus_o_en_carriers
import corpus_o_en_chat
import corpus_o_europe
import corpus_o_world
import corpus_p_en_documents
import corpus_p_en_errands
import corpus_p_en_subtle
import corpus_p_i18n
import corpus_p_numbers
import corpus_q_en_benign
import corpus_q_en_chat
import corpus_q_en_content
import corpus_q_europe
import corpus_q_world
import corpus_r_en_benign
import corpus_r_en_chat
import corpus_r_en_content
import corpus_r_europe
import corpus_r_world
import corpus_s_en_benign
import corpus_s_en_chat
import corpus_s_en_content
import corpus_s_europe
import corpus_s_world
import prose
import realtext

INTENTS = ("override", "roleplay", "prompt_leak", "disable_safety", "authority", "tool_abuse", "indirect")
HELD_OUT, DEV = 0.25, 0.17
BATCHES = ("abc", "d", "e", "e_benign", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s")
"""The batches of families, in the order they were written (each split among its own families): `corpus_en` and
`corpus_i18n_*`; `corpus_d_*`; `corpus_e_*`; `corpus_e_benign_*` (look-alikes only); `corpus_g_*`; `corpus_h_*`;
`corpus_i_*`; `corpus_j_*`; `corpus_k_*`; `corpus_l_*`; `corpus_m_*`; `corpus_n_*`; `corpus_o_*`; `corpus_p_*`;
`corpus_q_*`; `corpus_r_*`; `corpus_s_*`."""
WITHOUT_HELD_OUT = frozenset({"j", "k"})
"""Batches split between training and dev only. `corpus_j_*` was written to a brief drawn from the dev split's misses
and false positives, after the held-out split of the nine earlier batches had been read: the held-out split stays
those nine batches' rows, word for word, so its readings compare across sessions, and it still holds only families
written apart from the brief. `corpus_k_*` too (tool abuse and prompt leaks in many lines of business)."""
FRESH = frozenset({"q", "r", "s"})
"""Batches no model is fitted on: all their rows go to `fresh.jsonl`, a test of the shipped model on families
written apart from everything it was fitted on (a held-out family of a trained batch shares its writer, brief and
style with that batch's training families, which flatters it). `corpus_n_*` was the first such batch and `corpus_o_*`
the second; both are now trained on. `corpus_q_*`, `corpus_r_*` and `corpus_s_*` test the model fitted with them
(fits with `corpus_q_*`, and with it and `corpus_r_*`, were read on the next batch and not shipped:
docs/security-internals.md)."""
_SLOT = re.compile(r"\{([A-Z_][A-Z_0-9]*)\}")  # `{32}`, a regex quantifier in a text, is no slot
_HOMOGLYPHS = str.maketrans(dict(zip("aeopcixy", "\u0430\u0435\u043e\u0440\u0441\u0456\u0445\u0443", strict=True)))
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
_LATIN = {"en", "de", "fr", "es", "it", "pt", "nl", "sv", "et", "pl", "cs", "tr"}


def _hash(*parts: object) -> float:
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _languages() -> dict[str, dict[str, Any]]:
    langs: dict[str, dict[str, Any]] = {
        "en": {"slots": corpus_en.SLOTS, "attack": corpus_en.ATTACKS, "benign": corpus_en.BENIGN}
    }
    langs["en"]["benign_results"] = corpus_en.BENIGN_RESULTS
    for table in (corpus_i18n_a.LANGS, corpus_i18n_b.LANGS):
        for lang, spec in table.items():
            slots = {**corpus_en.SLOTS, "TASK": spec["TASK"]}
            attacks = {intent: spec[intent] for intent in INTENTS}
            langs[lang] = {"slots": slots, "attack": attacks, "benign": spec["benign"]}
    for lang, extra in corpus_i18n_c.EXTRA.items():  # appended: the first families keep their numbers
        _append(langs[lang], extra)
    # The fourth batch: appended too, and split among its own families (`batches`), so adding it moved no earlier
    # family between train, dev and held-out.
    _start_batch(langs)
    langs["en"]["slots"] = {**langs["en"]["slots"], **corpus_d_en.SLOTS, **corpus_d_docs.SLOTS}
    benign = [
        *corpus_d_en.BENIGN,
        *corpus_d_en.BENIGN_REQUESTS,
        *corpus_d_en.BENIGN_DOCS,
        *corpus_d_docs.BENIGN,
        *corpus_d_docs.USER_GUIDE,
    ]
    _append(langs["en"], {**corpus_d_en.ATTACKS, "benign": benign})
    for table in (corpus_d_i18n_a.LANGS, corpus_d_i18n_b.LANGS):
        for lang, spec in table.items():
            langs[lang]["slots"] = {**langs[lang]["slots"], "TASK_B": spec["TASK_B"]}
            _append(langs[lang], {key: spec[key] for key in (*INTENTS, "benign")})
    for lang, extra in corpus_d_leaks.EXTRA.items():
        _append(langs[lang], extra)
    # The fifth batch (`corpus_e_*`), the sixth (benign look-alikes only), the seventh (`corpus_g_*`, written after a
    # dev-split error analysis named the techniques still missed: prompt leaks by pretext, sandbox and research
    # framings, simulated terminals, quiet side tasks, with look-alikes as subtle) and the eighth (`corpus_h_*`, after
    # another: tools chained to move data out, the message array and tool schemas asked for), each split apart.
    _add_batch(langs, (corpus_e_en.LANGS, corpus_e_west.LANGS, corpus_e_east.LANGS, corpus_e_asia.LANGS), "TASK_E")
    _add_batch(langs, (corpus_e_benign_en.LANGS, corpus_e_benign_i18n.LANGS), None)
    _add_batch(langs, (corpus_g_en.LANGS, corpus_g_west.LANGS, corpus_g_east.LANGS, corpus_g_asia.LANGS), "TASK_G")
    _add_batch(langs, (corpus_h_en.LANGS, corpus_h_europe.LANGS, corpus_h_asia.LANGS), "TASK_H")
    # The ninth (`corpus_i_*`), after a third analysis of the dev split's misses: prompt leaks that never name the
    # prompt (the first words of the context window, what the operator said about me, the setup as YAML), tool
    # abuse phrased as an errand, simulated consoles, authority and policy changes declared.
    _add_batch(langs, (corpus_i_en.LANGS, corpus_i_europe.LANGS, corpus_i_asia.LANGS), "TASK_I")
    later = (
        # The tenth (`corpus_j_*`, split between training and dev only: `WITHOUT_HELD_OUT`), after a fourth analysis
        # of the dev split: tool abuse as an add-on to an errand, earlier builds of the assistant played, instructions
        # inside invites and spreadsheets, incident notices; and twins of the dev split's false positives.
        ("TASK_J", (corpus_j_en, corpus_j_en_benign, corpus_j_west, corpus_j_east, corpus_j_asia)),
        # The eleventh (`corpus_k_*`, training and dev only too): tool abuse and prompt leaks across lines of business,
        # with their benign twins, in English and in the languages the dev split read worst (Korean, Japanese,
        # Italian, Chinese, Ukrainian, Russian; and French).
        ("TASK_K", (corpus_k_en, corpus_k_en_benign, corpus_k_i18n, corpus_k_i18n_b)),
        # The twelfth (`corpus_l_*`), written to the list of intents and styles, not to any split's rows:
        # English as typed in chat and as written in documents (every intent), tool errands with their twins (the
        # intent every reading found weakest), English look-alikes, nine European and nine other languages. With its
        # own held-out split, first read with the eleven-batch model, which never saw the batch.
        (
            "TASK_L",
            (
                corpus_l_en_chat,
                corpus_l_en_docs,
                corpus_l_en_tools,
                corpus_l_en_benign,
                corpus_l_europe,
                corpus_l_world,
            ),
        ),
        # The thirteenth (`corpus_m_*`), to the same list, in the work of other sectors (hospitals, schools, public
        # administration, retail, factories, law firms, banks, telecom, utilities) and in many voices, with the
        # subtlest forms the issue names; English look-alikes from the same sectors and voices; nine European and
        # nine other languages. Its own held-out split too: the twelve-batch model was first read on all its rows.
        (
            "TASK_M",
            (
                corpus_m_en_sectors,
                corpus_m_en_subtle,
                corpus_m_en_voices,
                corpus_m_en_benign,
                corpus_m_europe,
                corpus_m_world,
            ),
        ),
        # The fourteenth (`corpus_n_*`), to the same list: published injection techniques (payload splitting, fake
        # delimiters and turns, few-shot poisoning, completion, markdown exfiltration), very short and very long
        # messages, English look-alikes of both lengths and shapes, and 18 languages mixed with English as bilingual
        # staff write. First the thirteen-batch model's fresh test (all its rows read), then trained on.
        ("TASK_N", (corpus_n_en_techniques, corpus_n_en_lengths, corpus_n_en_benign, corpus_n_mixed)),
        # The fifteenth (`corpus_o_*`), to the same list: injections inside the content tools return (tickets, logs,
        # commits, pages, invites, configs: 26 kinds of carrier) with benign twins of each carrier; direct attacks
        # typed in chat with new pretexts and shapes; 201 English look-alike families; ten European and eight other
        # languages written natively. First the fifteen-batch model's fresh test (all its rows read), then trained on,
        # with its own held-out split.
        (
            "TASK_O",
            (corpus_o_en_carriers, corpus_o_en_chat, corpus_o_en_benign, corpus_o_europe, corpus_o_world),
        ),
        # The sixteenth (`corpus_p_*`), written after the fifteenth and to be trained on, to the intents every reading
        # found weakest, with no split's rows in its brief: English tool abuse as errands (the harm a step or a
        # parameter) with benign twins, prompt leaks that never name the prompt and calm procedural authority, long
        # documents with one planted passage and long look-alikes, and the nine languages read worst; and benign text
        # full of numbers (IBANs, invoices, phone numbers, alerts), since both earlier models blocked a customer's own
        # IBAN. Its own held-out split.
        (
            "TASK_P",
            (corpus_p_en_errands, corpus_p_en_subtle, corpus_p_en_documents, corpus_p_i18n, corpus_p_numbers),
        ),
        # The seventeenth (`corpus_q_*`), by five writers who read only their brief (no corpus file, no split, not the
        # detector): English attacks typed in chat in every intent with twins; injections planted in 50 kinds of
        # content a tool returns, with twins of each carrier; 247 English look-alike families; ten European and eight
        # other languages written natively. Fitted on by no shipped model (`FRESH`): every row is in `fresh.jsonl`.
        ("TASK_Q", (corpus_q_en_chat, corpus_q_en_content, corpus_q_en_benign, corpus_q_europe, corpus_q_world)),
        # The eighteenth (`corpus_r_*`), to the same brief by five other writers (who read only the brief, not batch Q):
        # attackers of many kinds typed in chat, planted text in 40 kinds of content, 222 look-alike families across
        # many roles, the same eighteen languages. Fitted on by no shipped model (`FRESH`): every row is in
        # `fresh.jsonl`.
        ("TASK_R", (corpus_r_en_chat, corpus_r_en_content, corpus_r_en_benign, corpus_r_europe, corpus_r_world)),
        # The nineteenth (`corpus_s_*`), to the same brief by five more writers: attackers and look-alikes from many
        # workplaces, planted text in some 60 kinds of content, the same eighteen languages. Fitted on by no shipped
        # model (`FRESH`): every row is in `fresh.jsonl`.
        ("TASK_S", (corpus_s_en_chat, corpus_s_en_content, corpus_s_en_benign, corpus_s_europe, corpus_s_world)),
    )
    for slot, modules in later:
        _add_batch(langs, tuple(module.LANGS for module in modules), slot)
    return langs


def _add_batch(langs: dict[str, dict[str, Any]], tables: tuple[dict[str, Any], ...], slot: str | None) -> None:
    """A new batch: every language's families of `tables` appended (a literal brace is written doubled there, as
    `str.format` reads it; an intent a table leaves out has no families in it), with the batch's payload `slot` (its
    values from every table of the language)."""
    _start_batch(langs)
    for table in tables:
        for lang, spec in table.items():
            if slot is not None:
                langs[lang]["slots"] = {
                    **langs[lang]["slots"],
                    slot: [*langs[lang]["slots"].get(slot, []), *spec[slot]],
                }
            _append(langs[lang], {key: _literal_braces(spec.get(key, [])) for key in (*INTENTS, "benign")})


def _literal_braces(families: list[list[str]]) -> list[list[str]]:
    return [[t.replace("{{", "{").replace("}}", "}") for t in family] for family in families]


def _start_batch(langs: dict[str, dict[str, Any]]) -> None:
    """Mark where a new batch of families starts in every language (`_rows_for` splits each batch on its own)."""
    for spec in langs.values():
        starts = {intent: len(spec["attack"][intent]) for intent in INTENTS}
        starts["benign"] = len(spec["benign"])
        spec.setdefault("batches", []).append(starts)


def _append(spec: dict[str, Any], extra: dict[str, Any]) -> None:
    for intent, families in extra.items():
        if intent == "benign":
            spec["benign"] = [*spec["benign"], *families]
        else:
            spec["attack"] = {**spec["attack"], intent: [*spec["attack"][intent], *families]}


def _split_slots(
    slots: dict[str, list[str]], seed: int, lang: str
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(training values, all values) per slot: a fifth of each slot with four or more values is held out."""
    train: dict[str, list[str]] = {}
    for name, values in slots.items():
        if len(values) < 4:
            train[name] = list(values)
            continue
        ordered = sorted(values, key=lambda v: _hash(seed, "slot", lang, name, v))
        train[name] = ordered[max(1, len(values) // 5) :]
    return train, {name: list(values) for name, values in slots.items()}


def _assign(families: list[str], seed: int, *, held_out: bool = True) -> dict[str, str]:
    ordered = sorted(families, key=lambda f: _hash(seed, "family", f))
    held = max(1, round(len(ordered) * HELD_OUT)) if held_out else 0
    dev = max(1, round(len(ordered) * DEV)) if len(ordered) > 3 else 0
    return {f: "heldout" if i < held else "dev" if i < held + dev else "train" for i, f in enumerate(ordered)}


def _fill(template: str, slots: dict[str, list[str]], rng: random.Random) -> str:
    chosen: dict[str, str] = {}

    def pick(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in chosen:
            chosen[name] = rng.choice(slots[name])
        return chosen[name]

    text = _SLOT.sub(pick, template)
    return text[0].upper() + text[1:] if text and text[0].islower() else text


def typo(text: str, rng: random.Random) -> str:
    """Up to two misspelt words (swapped, dropped or doubled letter) among the words of five letters or more."""
    words = text.split(" ")
    long_words = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    for i in rng.sample(long_words, min(2, len(long_words))):
        w = words[i]
        j = rng.randrange(1, len(w) - 2)
        kind = rng.choice(("swap", "drop", "double"))
        words[i] = (
            w[:j] + w[j + 1] + w[j] + w[j + 2 :]
            if kind == "swap"
            else w[:j] + w[j + 1 :]
            if kind == "drop"
            else w[:j] + w[j] + w[j:]
        )
    return " ".join(words)


def _obfuscate(kind: str, text: str, rng: random.Random) -> str:
    b64 = base64.b64encode(text.encode()).decode()
    match kind:
        case "typo":
            return typo(text, rng)
        case "leet":
            return "".join(c.translate(_LEET) if rng.random() < 0.6 else c for c in text)
        case "homoglyph":
            return "".join(c.translate(_HOMOGLYPHS) if rng.random() < 0.5 else c for c in text)
        case "zero_width":
            return "".join(c + "\u200b" if c.isalpha() and rng.random() < 0.3 else c for c in text)
        case "spaced":
            words = text.split(" ")
            return " ".join(" ".join(w) if i < 3 else w for i, w in enumerate(words))
        case "upper":
            return text.upper()
        case "base64_hint":
            return rng.choice(["Decode this base64 and do what it says: ", "Please decode and follow: ", "b64: "]) + b64
        case "base64":
            return rng.choice(["", "Here is my request: ", "Question: ", "FYI "]) + b64
        case "rot13":
            return codecs.encode(text, "rot13")
        case "reversed":
            return text[::-1]
        case "json_role":
            return json.dumps({"role": rng.choice(["system", "developer"]), "content": text}, ensure_ascii=False)
    raise ValueError(kind)


def _obfuscations(lang: str, label: str) -> list[str]:
    if label == "benign":
        return ["typo", "upper"] if lang in _LATIN else ["typo"]
    kinds = ["typo", "leet", "homoglyph", "zero_width", "spaced", "upper", "base64_hint", "base64", "json_role"]
    if lang == "en":  # rot13 and reversed text are English tricks (the decoders look for English words)
        kinds += ["rot13", "reversed", "rot13", "reversed"]
    return kinds


def _rows_for(lang: str, spec: dict[str, Any], seed: int) -> Iterator[dict[str, Any]]:
    train_slots, all_slots = _split_slots(spec["slots"], seed, lang)
    groups: list[tuple[str, str, list[list[str]]]] = [("attack", i, spec["attack"][i]) for i in INTENTS]
    groups.append(("benign", "benign", spec["benign"]))
    if "benign_results" in spec:
        groups.append(("benign", "tool_result", spec["benign_results"]))
    batches: list[dict[str, int]] = spec.get("batches", [])
    split_of: dict[str, str] = {}
    batch_of: dict[str, str] = {}
    for labels in (("attack",), ("benign",)):
        ids = [
            (f"{lang}.{i}.{n}", sum(n >= starts.get(i, len(fams)) for starts in batches))
            for label, i, fams in groups
            if label in labels
            for n in range(len(fams))
        ]
        batch_of.update((family, BATCHES[of]) for family, of in ids)
        for batch in range(len(batches) + 1):
            families = [family for family, of in ids if of == batch]
            split_of.update(_assign(families, seed, held_out=BATCHES[batch] not in WITHOUT_HELD_OUT))
    per_family = {("attack", True): 24, ("attack", False): 10, ("benign", True): 30, ("benign", False): 16}
    for label, intent, families in groups:
        for n, variants in enumerate(families):
            family = f"{lang}.{intent}.{n}"
            split = split_of[family]
            slots = all_slots if split == "heldout" else train_slots
            rng = random.Random(f"{seed}:{family}")
            seen: set[str] = set()
            for _ in range(per_family[(label, lang == "en")] * 3):
                if len(seen) >= per_family[(label, lang == "en")]:
                    break
                text = _fill(rng.choice(variants), slots, rng)
                if text in seen:
                    continue
                seen.add(text)
                row = {"label": label, "lang": lang, "intent": intent, "family": family, "split": split}
                row["batch"] = batch_of.get(family, BATCHES[0])
                yield {"text": text, **row, "obfuscation": "none"}
                if rng.random() < (0.5 if label == "attack" else 0.15):
                    kind = rng.choice(_obfuscations(lang, label))
                    yield {"text": _obfuscate(kind, text, rng), **row, "obfuscation": kind}


def build(seed: int) -> dict[str, list[dict[str, Any]]]:
    splits: dict[str, list[dict[str, Any]]] = {"train": [], "dev": [], "heldout": [], "fresh": []}
    for lang, spec in _languages().items():
        for row in _rows_for(lang, spec, seed):
            splits["fresh" if row["batch"] in FRESH else row["split"]].append(row)
    return splits


def prose_rows(seed: int) -> dict[str, list[dict[str, Any]]]:
    """The harvested real prose (`prose.harvest`), then the real text of `realtext.harvest` (catalogs in every
    language, documentation), benign, split by source the way templates are split by family. The second harvest's
    sources are split among themselves, so adding it moved no earlier source between splits."""
    harvested = prose.harvest()
    split_of = _assign(sorted(harvested), seed)
    splits: dict[str, list[dict[str, Any]]] = {"train": [], "dev": [], "heldout": []}
    for source, texts in harvested.items():
        split = split_of[source]
        row = {"label": "benign", "lang": "en", "intent": "prose", "family": source, "split": split}
        splits[split].extend({"text": text, **row, "obfuscation": "none"} for text in texts)
    more = realtext.harvest()
    split_of = _assign(sorted(more), seed)
    for source, found in more.items():
        split = split_of[source]
        for lang, text in found:
            row = {"label": "benign", "lang": lang, "intent": "prose", "family": source, "split": split}
            splits[split].append({"text": text, **row, "obfuscation": "none"})
    return splits


def _write(path: Path, rows: list[dict[str, Any]]) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    attacks = sum(r["label"] == "attack" for r in rows)
    print(f"{path.name}: {len(rows)} rows ({attacks} attacks, {len(rows) - attacks} benign)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=32)
    parser.add_argument("--out", type=Path, default=Path("data/guard"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, rows in build(args.seed).items():
        _write(args.out / f"{name}.jsonl", rows)
    for name, rows in prose_rows(args.seed).items():
        _write(args.out / f"prose_{name}.jsonl", rows)


if __name__ == "__main__":
    main()
