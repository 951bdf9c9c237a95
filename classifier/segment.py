"""Split a user message into the units the model classifies.

The unit is a sentence of prose or one bullet/numbered item, because that is what the
labeling guideline marks as a span ("the sentence, bullet item or clause that states the
rule") and what users type rules as. Code fences, log lines, stack traces and other pasted
machine text are skipped: a rule is never stated inside a stack trace, while a log line full of
"error" and "not" is the classic false positive. Offsets always index the original message, so a
unit's text is ``message[start:end]`` verbatim.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

#: A prose block longer than this is handed to spaCy in pieces, keeping time linear.
MAX_BLOCK_CHARS = 20_000
#: Units longer than this are cut at whitespace so one huge sentence cannot dominate.
MAX_UNIT_CHARS = 1_000

_FENCE = re.compile(r"^\s*(```|~~~)")
_BULLET = re.compile(r"^(\s*)([-*+•▪◦]|\d{1,3}[.)]|[a-zA-Z][.)])\s+")
_LOG_LINE = re.compile(
    r"""^\s*(
        \d{4}-\d\d-\d\d[T\s]\d\d:\d\d        # ISO timestamp
      | \[?\d\d:\d\d:\d\d                     # clock time
      | \[(DEBUG|INFO|WARN|WARNING|ERROR|FATAL|TRACE|CRITICAL)\]    # bracketed log level
      | at\s+[\w$.<>]+\(.*\)\s*$              # Java/JS stack frame
      | File\s+".*",\s+line\s+\d+             # Python stack frame
      | Traceback\s\(most\srecent\scall\slast\)
      | [$]\s                                 # shell prompt
      | [{}\[\]]\s*,?\s*$                      # JSON brace line
      | "[\w-]+"\s*:                          # JSON key
      | (def|class)\s+\w+\s*[(:]             # Python definitions
      | import\s+[\w.]+\s*;?\s*$              # import line
      | from\s+[\w.]+\s+import\s             # Python import
      | (function|const|let|var)\s+\w+\s*[=(] # JS declarations
      | (public|private|protected)\s+[\w<>]+\s+\w+
      | [\w.]+\s*=\s*[^=]                     # assignment
      | </?\w+[^>]*>\s*$                       # markup line
    )""",
    re.VERBOSE,
)
#: A bare log level at line start ("ERROR: ...", "CRITICAL: NEVER ..."): a log line only when
#: the rest looks like one too; rule files put "CRITICAL:" and "IMPORTANT:" in front of rules.
_LEVEL_WORD = re.compile(r"^\s*(DEBUG|INFO|WARN|WARNING|ERROR|FATAL|TRACE|CRITICAL)\b[\s:]")
_LOG_REST = re.compile(
    r"\d\d:\d\d|[\w/.-]+\.(py|js|ts|java|go|rs|rb|c|cc|cpp):\d+|\b\w+(Exception|Error)\b|\b[a-z_]+(\.[a-z_]+)+:"
    r"|\bpid[= ]\d|\b0x[0-9a-f]{4,}|\[[\w.:-]+\]"
)
#: A Markdown heading ("# Rules", "### Never commit secrets"): one unit, without its marker.
_HEADING = re.compile(r"^ {0,3}#{1,6}\s+(?=\S)")
#: A Markdown quote line ("> Do not edit generated files."): prose, without its marker.
_QUOTE = re.compile(r"^\s*(>\s?)+(?=\S)")
#: Characters that, ending a line, say the next line continues the same sentence.
_CONTINUES = tuple(",;(-–—/&+")
_NOT_LETTER = re.compile(r"[\W\d_]+")
#: Scripts written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar): a long line with no
#: spaces in them is prose, not a path or a hash.
_UNSPACED_SCRIPT = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
#: A sentence ending in full-width punctuation, which needs no following space ("诗。不要…"):
#: spaCy's tokenizer splits on whitespace, so its sentencizer never sees these as boundaries.
_FULLWIDTH_SENTENCE = re.compile(r"[^。！？]*[。！？]+[」』）】〉》\"'”’]*|[^。！？]+$")
_SENT_END = re.compile(r"[.!?;。！？]")
#: Inline code on one line (`` `os.Stdout` ``, `` `errors.As(err, &target)` ``): never a sentence
#: boundary inside it, although the sentencizer cuts "`Application.Tests`" after the dot.
_INLINE_CODE = re.compile(r"`[^`\n]+`")
_FULLWIDTH_END = re.compile(r"[。！？]")
#: A qualified name outside backticks, where the sentencizer cuts after the dot ("use
#: errors.AsType when ...", "psycopg2.OperationalError"): the part after the dot follows with no
#: space and is an identifier, camel-cased inside ("AsType") or called or indexed ("Exit(1)").
#: A capitalised plain word after a missing space ("the war.The U.S. ...") stays a new sentence.
_QUALIFIED_TAIL = re.compile(r"[A-Z][a-z0-9]+[A-Z]\w*|[A-Z]\w*(?=[(\[])")


@dataclass(frozen=True)
class Unit:
    """A span of the message that is classified on its own."""

    start: int
    end: int
    text: str
    is_bullet: bool = False


#: spaCy adds a lexeme for every new word and never drops one, so a long-lived process (the MCP
#: server, the hook daemon, label workers) fed distinct tokens grows without bound; past this many
#: lexemes the blank pipeline is rebuilt (about 0.2 s, once per ~50,000 new words).
MAX_VOCAB = 50_000


def _sentencizer() -> Any:
    nlp = _nlp()
    if len(nlp.vocab) > MAX_VOCAB:
        _nlp.cache_clear()
        nlp = _nlp()
    return nlp


@lru_cache(maxsize=1)
def _nlp() -> Any:
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.max_length = MAX_BLOCK_CHARS * 2
    return nlp


def _looks_like_machine_text(line: str) -> bool:
    """True for log lines, code and stack frames: text that states no rule."""
    stripped = line.strip()
    if not stripped:
        return True
    if _LOG_LINE.match(line):
        return True
    level = _LEVEL_WORD.match(line)
    if level and _LOG_REST.search(line, level.end()):
        return True
    letters = len(_NOT_LETTER.sub("", stripped))
    spaces = stripped.count(" ")
    # Mostly symbols and digits, or one long token with no spaces (paths, hashes, URLs).
    if letters < 0.5 * len(stripped) and len(stripped) > 12:
        return True
    return spaces == 0 and len(stripped) > 40 and not _UNSPACED_SCRIPT.search(stripped)


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _iter_lines(text: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for line in text.splitlines(keepends=True):
        spans.append((pos, pos + len(line.rstrip("\r\n"))))
        pos += len(line)
    return spans


def _blocks(text: str) -> list[tuple[int, int, bool]]:
    """Group lines into (start, end, is_bullet) blocks of prose, skipping code and logs."""
    blocks: list[tuple[int, int, bool]] = []
    in_fence = False
    current: list[int] | None = None  # [start, end, is_bullet]

    def flush() -> None:
        nonlocal current
        if current is not None:
            blocks.append((current[0], current[1], bool(current[2])))
            current = None

    for start, end in _iter_lines(text):
        line = text[start:end]
        if _FENCE.match(line):
            flush()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        if not line.strip():
            flush()
            continue
        bullet = _BULLET.match(line)
        if bullet:
            flush()
            current = [start + bullet.end(), end, 1]
            continue
        heading = _HEADING.match(line)
        if heading:
            flush()  # markdown heading: its own unit (rule files state rules there too)
            blocks.append((start + heading.end(), end, False))
            continue
        quote = _QUOTE.match(line)
        if quote:
            start, line = start + quote.end(), line[quote.end() :]
        elif line.startswith(("    ", "\t")) and current is None:
            continue  # indented code block
        if _looks_like_machine_text(line):
            flush()
            continue
        if current is not None and current[2] and not line[:1].isspace():
            flush()  # an unindented line after a bullet item starts new prose
        if current is not None and _starts_new_line_unit(text[current[0] : current[1]], line):
            flush()  # a list of rules one per line, without bullets or end punctuation
        if current is None:
            current = [start, end, 0]
        else:
            current[1] = end  # a wrapped line continues the block
    flush()
    return blocks


def _starts_new_line_unit(previous: str, line: str) -> bool:
    """True when ``line`` is a new item rather than the wrapped rest of ``previous``.

    A wrapped sentence continues in lower case or after a comma; a line of a rule list starts
    with a capital (or a symbol) after a line that does not hand on to it.
    """
    first = line.lstrip()[:1]
    last = previous.rstrip()[-1:]
    return bool(first) and not first.islower() and last not in _CONTINUES


def _split_long(text: str, start: int, end: int) -> list[tuple[int, int]]:
    pieces = []
    while end - start > MAX_UNIT_CHARS:
        cut = text.rfind(" ", start, start + MAX_UNIT_CHARS)
        if cut <= start:
            cut = start + MAX_UNIT_CHARS
        pieces.append((start, cut))
        start = cut
    pieces.append((start, end))
    return pieces


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    block = text[start:end]
    if not _SENT_END.search(block.rstrip(".!?;。！？ \n\t\"')")):
        return [(start, end)]  # one sentence: the sentencizer would return it whole
    out: list[tuple[int, int]] = []
    fullwidth = _FULLWIDTH_END.search(block) is not None  # checked once: most blocks have none
    for offset in range(0, len(block), MAX_BLOCK_CHARS):
        chunk = block[offset : offset + MAX_BLOCK_CHARS]
        for a, b in _sentence_offsets(chunk):
            a, b = start + offset + a, start + offset + b
            if fullwidth and _FULLWIDTH_END.search(text, a, b - 1):
                out.extend(_split_fullwidth(text, a, b))
            else:
                out.append((a, b))
    if "`" in block:
        out = _join_cuts_inside_code(text, start, end, out)
    if len(out) > 1:
        out = _join_cuts_inside_names(text, out)
    return _move_opening_marks(text, out) if "¿" in block or "¡" in block else out


def _join_cuts_inside_code(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Undo sentence cuts that fall inside inline code: identifiers such as `context.Context`
    otherwise split a rule-file line into fragments that carry no rule on their own."""
    code = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(text, start, end)]
    if not code:
        return spans
    starts = [lo for lo, _ in code]  # in order and disjoint: one binary search per position

    def inside(position: int) -> bool:
        i = bisect_left(starts, position) - 1
        return i >= 0 and position < code[i][1]

    joined = [spans[0]]
    for a, b in spans[1:]:
        if inside(joined[-1][1]) or inside(a):
            joined[-1] = (joined[-1][0], b)
        else:
            joined.append((a, b))
    return joined


def _join_cuts_inside_names(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Undo sentence cuts inside a qualified name written without backticks (``_QUALIFIED_TAIL``):
    "ALWAYS use errors.AsType when ..." is one rule, not "ALWAYS use errors." and a fragment."""
    joined = [spans[0]]
    for a, b in spans[1:]:
        end = joined[-1][1]
        if (
            a == end
            and end >= 2
            and text[end - 1] == "."
            and (text[end - 2].isalnum() or text[end - 2] == "_")
            and _QUALIFIED_TAIL.match(text, a)
        ):
            joined[-1] = (joined[-1][0], b)
        else:
            joined.append((a, b))
    return joined


def _move_opening_marks(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Give Spanish ¿ and ¡ to the sentence they open: the sentencizer leaves them on the one before."""
    for i in range(len(spans) - 1):
        a, b = spans[i]
        cut = len(text[a:b].rstrip().rstrip("¿¡")) + a
        if cut < b and text[cut:b].strip():
            spans[i], spans[i + 1] = (a, cut), (cut, spans[i + 1][1])
    return spans


def _split_fullwidth(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Cut a spaCy sentence after each run of full-width 。！？ inside it."""
    return [
        (start + m.start(), start + m.end())
        for m in _FULLWIDTH_SENTENCE.finditer(text[start:end])
        if m.end() > m.start()
    ]


def _sentence_offsets(chunk: str) -> list[tuple[int, int]]:
    """(start_char, end_char) of each spaCy sentence, read from the doc's arrays.

    Same offsets as ``[(s.start_char, s.end_char) for s in doc.sents]``, about three times faster:
    iterating ``doc.sents`` builds a Python object per token.
    """
    from spacy.attrs import IDX, LENGTH, SENT_START

    rows = _sentencizer()(chunk).to_array([SENT_START, IDX, LENGTH]).tolist()
    starts = [i for i, row in enumerate(rows) if row[0] == 1 or i == 0]
    ends = starts[1:] + [len(rows)]
    return [(rows[a][1], rows[b - 1][1] + rows[b - 1][2]) for a, b in zip(starts, ends) if b > a]


def segment(text: str) -> list[Unit]:
    """Return the classifiable units of ``text`` in order, with offsets into ``text``.

    Example:
        >>> [u.text for u in segment("Check db-2. Don't restart the primary.")]
        ['Check db-2.', "Don't restart the primary."]
    """
    units: list[Unit] = []
    for block_start, block_end, is_bullet in _blocks(text):
        for s_start, s_end in _sentences(text, block_start, block_end):
            for p_start, p_end in _split_long(text, s_start, s_end):
                a, b = _trim(text, p_start, p_end)
                if b > a:
                    units.append(Unit(a, b, text[a:b], is_bullet))
    return units
