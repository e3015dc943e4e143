/* The observation encoder's per-step work in C (optcg.rl._encoder_c).
 *
 * An optional extension: optcg.rl.observation uses it when it is built and
 * OPTCG_PURE is not set, and writes the same bytes with Python otherwise
 * (tests/test_rl_encoder_c.py compares the two).  The Python Encoder keeps
 * the tables and the rare parts (the cards looked at and the cards a
 * decision shows, which need the player's view; the global part's bytes,
 * cached by what they depend on); one call of encode() per encoding writes
 * the rest: the global part from those bytes, both sides' counts, the mean
 * facts of each trash, and which card each row of the card table shows,
 * with its facts, stable id and state.
 *
 * It is incremental: each observing player's memory (a bytearray the
 * Python side keeps and zeroes for a new state) holds the card each row
 * showed, the inputs each state row was written from and each trash as it
 * was, so a row is written only where its card or its inputs changed.  A
 * row whose state needs the engine's stats.power, stats.cost or
 * stats.keywords (the Python encoder calls them for the same cards) is
 * written at every encoding.
 *
 * Every index read from Python is checked; a bad one raises IndexError or
 * ValueError, never a crash.  The layout (offsets and sizes, the same
 * constants as observation.py) is handed over once by configure().
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAX_ROWS 64
#define MAX_FACTS 128
#define MAX_TRASH 128
#define MAX_KEYWORDS 32
#define SIDE_COUNTS 10

/* the layout tuple handed to configure(), in this order */
enum {
    L_ROWS, L_DYN, L_FACTS, L_AT_STATE, L_AT_FACTS, L_AT_SIDES, L_D_POWER, L_D_COST, L_D_DON,
    L_D_RESTED, L_D_PLAYED, L_D_KEYWORDS, L_LEADER_AREA, L_CHARACTER_AREA, L_STAGE_AREA,
    L_HAND_AREA, L_G_DECIDING, L_G_OPTIONS, L_AT_MY_TRASH_FACTS, L_AT_OPP_TRASH_FACTS,
    L_ROW_MY_LEADER, L_ROW_OPP_LEADER, L_ROW_HAND, L_ROW_LOOK, L_ROW_MY_TRASH, L_ROW_OPP_TRASH,
    L_ROW_MY_LIFE, L_ROW_OPP_LIFE, L_ROW_SHOWN, L_CHAR_SLOTS, L_HAND_SLOTS, L_LOOK_ROWS,
    L_TRASH_ROWS, L_LIFE_ROWS, L_SHOWN_ROWS, L_COUNT
};

static struct {
    int ready;
    Py_ssize_t v[L_COUNT];
    Py_ssize_t n_keywords;
    long keywords[MAX_KEYWORDS];
    double side_scales[SIDE_COUNTS];
    /* 1 where a row's state depends on where its card is (the field, the
       Stage, the hand and the cards the decision is about); 0 where the
       printed row is shown */
    unsigned char by_area[MAX_ROWS];
} L;

#define LV(k) (L.v[L_##k])

/* What a state row was written from: its card, that card's area, rested,
   DON!! given, played this turn, and whether its owner has the turn.
   area == KEY_NONE: not written from a key (rewrite it next time). */
#define KEY_NONE (-1000L)

typedef struct {
    long card, area, rested, given, played, owners_turn;
} RowKey;

typedef struct {
    int32_t ready;                      /* 0: a new state, nothing written yet */
    int32_t trash_len[2];               /* -1: unknown (or too long to keep) */
    long cards[MAX_ROWS];               /* the card each row shows (-1: none written) */
    RowKey keys[MAX_ROWS];
    long trash[2][MAX_TRASH];           /* each trash (mine, the opponent's) as last seen */
    float sums[2][MAX_FACTS];           /* the sum of its cards' facts rows */
} Memo;

/* ---- reading Python values, checked ------------------------------------ */

/* An int's value; a small one (every card, area and count here) read
   straight from the object, as PyLong_AsLong would return it. */
static inline int as_long(PyObject *v, long *out)
{
#if PY_VERSION_HEX >= 0x030C0000
    if (PyLong_Check(v) && PyUnstable_Long_IsCompact((PyLongObject *)v)) {
        *out = (long)PyUnstable_Long_CompactValue((PyLongObject *)v);
        return 0;
    }
#else
    if (PyLong_Check(v)) {
        Py_ssize_t size = Py_SIZE(v);
        if (size == 0) {
            *out = 0;
            return 0;
        }
        if (size == 1 || size == -1) {
            long digit = (long)((PyLongObject *)v)->ob_digit[0];
            *out = size < 0 ? -digit : digit;
            return 0;
        }
    }
#endif
    *out = PyLong_AsLong(v);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
}

static int item_long(PyObject *seq, Py_ssize_t i, const char *what, long *out)
{
    PyObject *v;
    if (PyList_Check(seq)) {
        if (i < 0 || i >= PyList_GET_SIZE(seq))
            goto bad_index;
        v = PyList_GET_ITEM(seq, i);
    } else if (PyTuple_Check(seq)) {
        if (i < 0 || i >= PyTuple_GET_SIZE(seq))
            goto bad_index;
        v = PyTuple_GET_ITEM(seq, i);
    } else {
        PyErr_Format(PyExc_TypeError, "_encoder_c: %s must be a list or tuple", what);
        return -1;
    }
    return as_long(v, out);             /* bools are ints */
bad_index:
    PyErr_Format(PyExc_IndexError, "_encoder_c: index %zd out of range in %s", i, what);
    return -1;
}

/* A row of bytes from a list of bytes objects, of exactly `size` bytes. */
static const char *row_bytes(PyObject *list, Py_ssize_t i, Py_ssize_t size, const char *what)
{
    PyObject *b;
    if (i < 0 || i >= PyList_GET_SIZE(list)) {
        PyErr_Format(PyExc_IndexError, "_encoder_c: row %zd out of range in %s", i, what);
        return NULL;
    }
    b = PyList_GET_ITEM(list, i);
    if (!PyBytes_Check(b) || PyBytes_GET_SIZE(b) != size) {
        PyErr_Format(PyExc_ValueError, "_encoder_c: %s[%zd] is not %zd bytes", what, i, size);
        return NULL;
    }
    return PyBytes_AS_STRING(b);
}

/* 1 if `key` is in `set` (None: every key is), 0 if not, -1 on error. */
static int member(PyObject *set, long c)
{
    PyObject *key;
    int got;
    if (set == Py_None)
        return 1;
    if (PySet_GET_SIZE(set) == 0)
        return 0;
    if ((key = PyLong_FromLong(c)) == NULL)
        return -1;
    got = PySet_Contains(set, key);
    Py_DECREF(key);
    return got;
}

static int call_long(PyObject *fn, PyObject *st, long c, long *out)
{
    PyObject *card = PyLong_FromLong(c), *got;
    PyObject *args[2] = {st, card};
    if (card == NULL)
        return -1;
    got = PyObject_Vectorcall(fn, args, 2, NULL);
    Py_DECREF(card);
    if (got == NULL)
        return -1;
    *out = PyLong_AsLong(got);
    Py_DECREF(got);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
}

static inline void put(float *o, Py_ssize_t at, double value)
{
    o[at] = (float)value;               /* as memoryview and struct store an 'f' */
}

/* row[at] = fn(state, card) / scale: a stat the engine works out. */
static int put_stat(float *row, Py_ssize_t at, PyObject *fn, PyObject *st, long c, double scale)
{
    long value;
    if (call_long(fn, st, c, &value) < 0)
        return -1;
    put(row, at, value / scale);
    return 0;
}

/* One player's list out of a pair (the state's `hand`, `life`... tuples). */
static PyObject *side_list(PyObject *pair, long p, const char *what)
{
    PyObject *v;
    if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
        PyErr_Format(PyExc_TypeError, "_encoder_c: %s must be a pair of lists", what);
        return NULL;
    }
    v = PyTuple_GET_ITEM(pair, p);
    if (!PyList_Check(v)) {
        PyErr_Format(PyExc_TypeError, "_encoder_c: %s[%ld] must be a list", what, p);
        return NULL;
    }
    return v;
}

/* ---- configure(layout, keywords, by_area_rows, side_scales) ------------- */

static PyObject *configure(PyObject *self, PyObject *args)
{
    PyObject *layout, *keywords, *by_area, *scales;
    Py_ssize_t *v = L.v;
    (void)self;
    if (!PyArg_ParseTuple(args, "O!O!O!O!:configure", &PyTuple_Type, &layout, &PyTuple_Type,
                          &keywords, &PyTuple_Type, &by_area, &PyTuple_Type, &scales))
        return NULL;
    L.ready = 0;
    if (PyTuple_GET_SIZE(layout) != L_COUNT || PyTuple_GET_SIZE(keywords) > MAX_KEYWORDS
            || PyTuple_GET_SIZE(scales) != SIDE_COUNTS) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: wrong layout");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < L_COUNT; k++) {
        v[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(layout, k));
        if (v[k] == -1 && PyErr_Occurred())
            return NULL;
        if (v[k] < 0) {
            PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: negative layout value");
            return NULL;
        }
    }
    if (LV(ROWS) > MAX_ROWS || LV(FACTS) > MAX_FACTS || LV(DYN) < 1 || LV(FACTS) < 1) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: too many rows or facts");
        return NULL;
    }
    /* each group of rows within the table, the sides after the global part */
    if (LV(ROW_MY_LEADER) + LV(CHAR_SLOTS) + 2 > LV(ROWS)
            || LV(ROW_OPP_LEADER) + LV(CHAR_SLOTS) + 2 > LV(ROWS)
            || LV(ROW_HAND) + LV(HAND_SLOTS) > LV(ROWS) || LV(ROW_LOOK) + LV(LOOK_ROWS) > LV(ROWS)
            || LV(ROW_MY_TRASH) + LV(TRASH_ROWS) > LV(ROWS)
            || LV(ROW_OPP_TRASH) + LV(TRASH_ROWS) > LV(ROWS)
            || LV(ROW_MY_LIFE) + LV(LIFE_ROWS) > LV(ROWS)
            || LV(ROW_OPP_LIFE) + LV(LIFE_ROWS) > LV(ROWS)
            || LV(ROW_SHOWN) + LV(SHOWN_ROWS) > LV(ROWS)
            || LV(G_DECIDING) > LV(G_OPTIONS) || LV(G_OPTIONS) >= LV(AT_SIDES)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: rows or parts out of range");
        return NULL;
    }
    L.n_keywords = PyTuple_GET_SIZE(keywords);
    if (LV(D_KEYWORDS) + L.n_keywords > LV(DYN)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: keywords do not fit a row");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < L.n_keywords; k++) {
        L.keywords[k] = PyLong_AsLong(PyTuple_GET_ITEM(keywords, k));
        if (L.keywords[k] == -1 && PyErr_Occurred())
            return NULL;
    }
    for (Py_ssize_t k = 0; k < SIDE_COUNTS; k++) {
        L.side_scales[k] = PyFloat_AsDouble(PyTuple_GET_ITEM(scales, k));
        if (L.side_scales[k] == -1.0 && PyErr_Occurred())
            return NULL;
    }
    memset(L.by_area, 0, sizeof L.by_area);
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(by_area); k++) {
        Py_ssize_t r = PyLong_AsSsize_t(PyTuple_GET_ITEM(by_area, k));
        if (r == -1 && PyErr_Occurred())
            return NULL;
        if (r < 0 || r >= LV(ROWS)) {
            PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: row out of range");
            return NULL;
        }
        L.by_area[r] = 1;
    }
    L.ready = 1;
    Py_RETURN_NONE;
}

static PyObject *memo_size(PyObject *self, PyObject *unused)
{
    (void)self; (void)unused;
    return PyLong_FromSsize_t((Py_ssize_t)sizeof(Memo));
}

/* ---- encode ------------------------------------------------------------- */

enum {
    A_OBS, A_IDS, A_MEMO, A_PLAYER, A_PLAIN, A_FACTS, A_ID_TABLE, A_POWERS, A_HAND_COSTS,
    A_HEAD, A_ASK, A_OPTIONS, A_LOOKED, A_SHOWN,
    A_AREA, A_RESTED, A_DON, A_PLAYED, A_OWNER, A_TURN, A_TURN_PLAYER, A_LEADERS, A_CHARS,
    A_STAGE, A_HAND, A_LIFE, A_FACE_UP, A_TRASH, A_DECK, A_DON_DECK, A_DON_ACTIVE, A_DON_RESTED,
    A_MODDED, A_BY_POWER, A_BY_COST, A_BY_KEYWORD, A_STATE, A_POWER_FN, A_COST_FN,
    A_KEYWORDS_FN, A_COUNT
};

typedef struct {
    PyObject *const *a;
    float *o;
    long none, turn, turn_player;
    Py_ssize_t dyn_bytes;
} Context;

/* The state row of a row whose state depends on where its card is: the
   printed row it starts from, then what play changed in it; written only
   where its key (or a stat the engine is asked for) says it may differ
   from what the row holds. */
static int state_row(const Context *x, RowKey *was, Py_ssize_t r, long c)
{
    PyObject *const *a = x->a;
    PyObject *st = a[A_STATE];
    RowKey key = {c, 0, 0, 0, 0, 0};
    long owner = 0, played = 0, value;
    int modded, need_power = 0, need_keywords = 0, need_cost = 0;
    const char *plain;
    float *row = x->o + LV(AT_STATE) + r * LV(DYN);
    if (item_long(a[A_AREA], c, "area", &key.area) < 0)
        return -1;
    if ((modded = member(a[A_MODDED], c)) < 0)
        return -1;
    if (key.area == LV(LEADER_AREA) || key.area == LV(CHARACTER_AREA)) {
        if (item_long(a[A_RESTED], c, "rested", &key.rested) < 0
                || item_long(a[A_DON], c, "don", &key.given) < 0
                || item_long(a[A_PLAYED], c, "played_turn", &played) < 0
                || item_long(a[A_OWNER], c, "owner", &owner) < 0)
            return -1;
        key.played = played == x->turn;
        key.owners_turn = owner == x->turn_player;
        if ((need_power = modded ? 1 : member(a[A_BY_POWER], c)) < 0
                || (need_keywords = modded ? 1 : member(a[A_BY_KEYWORD], c)) < 0)
            return -1;
        if (key.area == LV(CHARACTER_AREA)
                && (need_cost = modded ? 1 : member(a[A_BY_COST], c)) < 0)
            return -1;
    } else if (key.area == LV(STAGE_AREA)) {
        if (item_long(a[A_RESTED], c, "rested", &key.rested) < 0)
            return -1;
        if ((need_cost = modded ? 1 : member(a[A_BY_COST], c)) < 0)
            return -1;
    } else if (key.area == LV(HAND_AREA)) {
        /* "this card in your hand -N cost", a modifier, or an effect of
           the field that may reach any card */
        if ((need_cost = modded ? 1 : member(a[A_BY_COST], c)) < 0)
            return -1;
        if (!need_cost)
            need_cost = c < PyBytes_GET_SIZE(a[A_HAND_COSTS])
                && PyBytes_AS_STRING(a[A_HAND_COSTS])[c] != 0;
    }
    if (!(need_power | need_keywords | need_cost)) {
        if (key.card == was->card && key.area == was->area && key.rested == was->rested
                && key.given == was->given && key.played == was->played
                && key.owners_turn == was->owners_turn)
            return 0;
        *was = key;
    } else {
        was->area = KEY_NONE;
    }
    if (key.area == LV(LEADER_AREA) || key.area == LV(CHARACTER_AREA)) {
        /* as a Leader or Character: the row with its printed keywords */
        if ((plain = row_bytes(a[A_PLAIN], c + x->none + 1, x->dyn_bytes, "plain")) == NULL)
            return -1;
        memcpy(row, plain, x->dyn_bytes);
        if (key.rested)
            row[LV(D_RESTED)] = 1.0f;
        if (key.given)
            put(row, LV(D_DON), key.given / 5.0);
        if (key.played)
            row[LV(D_PLAYED)] = 1.0f;
        if (need_power) {
            if (put_stat(row, LV(D_POWER), a[A_POWER_FN], st, c, 10000.0) < 0)
                return -1;
        } else if (key.given && key.owners_turn) {
            /* the DON!! given count on its owner's turn (CR 6-5-5-2) */
            if (item_long(a[A_POWERS], c, "powers", &value) < 0)
                return -1;
            put(row, LV(D_POWER), (value + 1000 * key.given) / 10000.0);
        }
        if (need_keywords) {
            if (call_long(a[A_KEYWORDS_FN], st, c, &value) < 0)
                return -1;
            for (Py_ssize_t k = 0; k < L.n_keywords; k++)
                row[LV(D_KEYWORDS) + k] = (value & L.keywords[k]) ? 1.0f : 0.0f;
        }
    } else {
        /* anywhere else: the printed row off the field */
        if ((plain = row_bytes(a[A_PLAIN], c, x->dyn_bytes, "plain")) == NULL)
            return -1;
        memcpy(row, plain, x->dyn_bytes);
        if (key.rested)
            row[LV(D_RESTED)] = 1.0f;
    }
    if (need_cost && put_stat(row, LV(D_COST), a[A_COST_FN], st, c, 10.0) < 0)
        return -1;
    return 0;
}

/* Both sides' counts (the player's, then the opponent's: Life, face-up
   Life, hand, deck, trash, DON!! deck, active, rested and given DON!!,
   Characters), scaled and stored at the sides' offset. */
static int write_sides(PyObject *const *a, float *o, long player)
{
    for (long side = 0; side < 2; side++) {
        long p = side == 0 ? player : 1 - player, v, up = 0, given;
        double counts[SIDE_COUNTS];
        PyObject *life, *hand, *deck, *trash, *chars;
        if ((life = side_list(a[A_LIFE], p, "life")) == NULL
                || (hand = side_list(a[A_HAND], p, "hand")) == NULL
                || (deck = side_list(a[A_DECK], p, "deck")) == NULL
                || (trash = side_list(a[A_TRASH], p, "trash")) == NULL
                || (chars = side_list(a[A_CHARS], p, "chars")) == NULL)
            return -1;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(life); k++) {
            if (item_long(life, k, "life", &v) < 0 || item_long(a[A_FACE_UP], v, "face_up", &v) < 0)
                return -1;
            up += v != 0;
        }
        if (item_long(a[A_LEADERS], p, "leaders", &v) < 0
                || item_long(a[A_DON], v, "don", &given) < 0)
            return -1;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(chars); k++) {
            long c, d;
            if (item_long(chars, k, "chars", &c) < 0 || item_long(a[A_DON], c, "don", &d) < 0)
                return -1;
            given += d;
        }
        counts[0] = (double)PyList_GET_SIZE(life);
        counts[1] = (double)up;
        counts[2] = (double)PyList_GET_SIZE(hand);
        counts[3] = (double)PyList_GET_SIZE(deck);
        counts[4] = (double)PyList_GET_SIZE(trash);
        if (item_long(a[A_DON_DECK], p, "don_deck", &v) < 0)
            return -1;
        counts[5] = (double)v;
        if (item_long(a[A_DON_ACTIVE], p, "don_active", &v) < 0)
            return -1;
        counts[6] = (double)v;
        if (item_long(a[A_DON_RESTED], p, "don_rested", &v) < 0)
            return -1;
        counts[7] = (double)v;
        counts[8] = (double)given;
        counts[9] = (double)PyList_GET_SIZE(chars);
        for (Py_ssize_t k = 0; k < SIDE_COUNTS; k++)
            put(o, LV(AT_SIDES) + side * SIDE_COUNTS + k, counts[k] / L.side_scales[k]);
    }
    return 0;
}

/* Copies `n` cards of a list (None: no list) into `out`, the rest `none`. */
static int place_list(PyObject *list, long *out, Py_ssize_t n, long none, const char *what)
{
    Py_ssize_t k = 0;
    if (list != Py_None) {
        if (!PyList_Check(list)) {
            PyErr_Format(PyExc_TypeError, "_encoder_c: %s must be a list or None", what);
            return -1;
        }
        for (; k < n && k < PyList_GET_SIZE(list); k++)
            if (item_long(list, k, what, out + k) < 0)
                return -1;
    }
    for (; k < n; k++)
        out[k] = none;
    return 0;
}

/* The card shown in each row: each side's Leader, Characters and Stage,
   the hand, the cards looked at (Python's list), the top of each trash,
   the face-up Life cards from the top, the cards the decision is about
   (Python's list); `none` where a row shows no card. */
static int place_rows(PyObject *const *a, long player, long none, long *cards)
{
    for (Py_ssize_t r = 0; r < LV(ROWS); r++)
        cards[r] = none;
    for (long side = 0; side < 2; side++) {
        long p = side == 0 ? player : 1 - player;
        Py_ssize_t start = side == 0 ? LV(ROW_MY_LEADER) : LV(ROW_OPP_LEADER);
        PyObject *chars, *stage, *trash, *life;
        if ((chars = side_list(a[A_CHARS], p, "chars")) == NULL
                || (stage = side_list(a[A_STAGE], p, "stage")) == NULL
                || (trash = side_list(a[A_TRASH], p, "trash")) == NULL
                || (life = side_list(a[A_LIFE], p, "life")) == NULL)
            return -1;
        if (item_long(a[A_LEADERS], p, "leaders", cards + start) < 0
                || place_list(chars, cards + start + 1, LV(CHAR_SLOTS), none, "chars") < 0)
            return -1;
        if (PyList_GET_SIZE(stage) > 0
                && item_long(stage, 0, "stage", cards + start + 1 + LV(CHAR_SLOTS)) < 0)
            return -1;
        /* the trash's top cards, top first */
        start = side == 0 ? LV(ROW_MY_TRASH) : LV(ROW_OPP_TRASH);
        for (Py_ssize_t k = 0, n = PyList_GET_SIZE(trash); k < LV(TRASH_ROWS) && k < n; k++)
            if (item_long(trash, n - 1 - k, "trash", cards + start + k) < 0)
                return -1;
        /* face-up Life, from the top */
        start = side == 0 ? LV(ROW_MY_LIFE) : LV(ROW_OPP_LIFE);
        for (Py_ssize_t k = PyList_GET_SIZE(life) - 1, got = 0; k >= 0 && got < LV(LIFE_ROWS);
                k--) {
            long c, up;
            if (item_long(life, k, "life", &c) < 0
                    || item_long(a[A_FACE_UP], c, "face_up", &up) < 0)
                return -1;
            if (up)
                cards[start + got++] = c;
        }
    }
    PyObject *hand = side_list(a[A_HAND], player, "hand");
    if (hand == NULL || place_list(hand, cards + LV(ROW_HAND), LV(HAND_SLOTS), none, "hand") < 0
            || place_list(a[A_LOOKED], cards + LV(ROW_LOOK), LV(LOOK_ROWS), none, "looked") < 0
            || place_list(a[A_SHOWN], cards + LV(ROW_SHOWN), LV(SHOWN_ROWS), none, "shown") < 0)
        return -1;
    return 0;
}

/* The mean facts of each trash, where it changed.  The sum of its rows is
   kept: cards put on top are added to it, in the order NumPy's mean adds
   them (row by row, in float32), so the mean is the same to the bit. */
static int write_trash_means(PyObject *const *a, float *o, Memo *m, long player, long none)
{
    Py_ssize_t fact_bytes = LV(FACTS) * (Py_ssize_t)sizeof(float);
    for (int k = 0; k < 2; k++) {
        PyObject *trash = side_list(a[A_TRASH], k == 0 ? player : 1 - player, "trash");
        Py_ssize_t n, same = 0, was;
        float *sums = m->sums[k], *out = o + (k == 0 ? LV(AT_MY_TRASH_FACTS)
                                              : LV(AT_OPP_TRASH_FACTS));
        long c;
        if (trash == NULL)
            return -1;
        n = PyList_GET_SIZE(trash);
        was = m->trash_len[k];
        /* the cards still where they were (all of them: unchanged) */
        for (; same < n && same < was; same++) {
            if (item_long(trash, same, "trash", &c) < 0)
                return -1;
            if (c != m->trash[k][same])
                break;
        }
        if (n == was && same == n)
            continue;
        if (same < was)                 /* not only cards put on top: sum again */
            same = 0;
        if (same == 0)
            memset(sums, 0, sizeof m->sums[k]);
        for (Py_ssize_t i = same; i < n; i++) {
            const char *row;
            if (item_long(trash, i, "trash", &c) < 0)
                return -1;
            if (c < 0 || c > none) {
                PyErr_Format(PyExc_IndexError, "_encoder_c: trash card %ld not in 0..%ld", c, none);
                return -1;
            }
            if ((row = row_bytes(a[A_FACTS], c, fact_bytes, "facts")) == NULL)
                return -1;
            for (Py_ssize_t f = 0; f < LV(FACTS); f++)
                sums[f] += ((const float *)row)[f];
            if (i < MAX_TRASH)
                m->trash[k][i] = c;
        }
        m->trash_len[k] = n <= MAX_TRASH ? (int32_t)n : -1;
        for (Py_ssize_t f = 0; f < LV(FACTS); f++)
            out[f] = n ? sums[f] / (float)n : 0.0f;
    }
    return 0;
}

static int check_list(PyObject *o, const char *what)
{
    if (PyList_Check(o))
        return 0;
    PyErr_Format(PyExc_TypeError, "_encoder_c.encode: %s must be a list", what);
    return -1;
}

/* encode(obs, ids, memo, player, plain, facts, id_table, powers, hand_costs,
 *        head, ask, n_options, looked, shown, area, rested, don, played_turn,
 *        owner, turn, turn_player, leaders, chars, stage, hand, life, face_up,
 *        trash, deck, don_deck, don_active, don_rested, modded, by_power,
 *        by_cost, by_keyword, state, power, cost, keywords)
 * Writes one encoding into `obs` (float32 bytes) and `ids` (int64), where
 * they differ from what `memo` says they hold: the global part from `head`
 * and `ask` (None: no decision asked), the sides' counts, the trash means
 * and the card table.  `plain` holds the printed state rows (see
 * Encoder._plain_rows), `facts` each card's facts row (the last one: no
 * card), `hand_costs` a byte per card, not 0 where the card may change its
 * own cost in the hand; the by_* sets are the cards the field's permanent effects may
 * change (None: any card). */
static PyObject *encode(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Py_buffer ob = {0}, ib = {0};
    PyObject *result = NULL;
    Context x;
    Memo *m;
    long player, cards[MAX_ROWS];
    (void)self;
    if (!L.ready) {
        PyErr_SetString(PyExc_RuntimeError, "_encoder_c: configure() was not called");
        return NULL;
    }
    if (n != A_COUNT) {
        PyErr_Format(PyExc_TypeError, "_encoder_c.encode takes %d arguments (%zd given)",
                     (int)A_COUNT, n);
        return NULL;
    }
    if (check_list(a[A_PLAIN], "plain") < 0 || check_list(a[A_FACTS], "facts") < 0)
        return NULL;
    if (PyList_GET_SIZE(a[A_FACTS]) < 1) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.encode: no facts rows");
        return NULL;
    }
    if (!PyBytes_Check(a[A_HAND_COSTS])) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.encode: hand_costs must be bytes");
        return NULL;
    }
    if (!PyAnySet_Check(a[A_MODDED])
            || !(a[A_BY_POWER] == Py_None || PyAnySet_Check(a[A_BY_POWER]))
            || !(a[A_BY_COST] == Py_None || PyAnySet_Check(a[A_BY_COST]))
            || !(a[A_BY_KEYWORD] == Py_None || PyAnySet_Check(a[A_BY_KEYWORD]))) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.encode: the card sets must be sets");
        return NULL;
    }
    if (!PyByteArray_Check(a[A_MEMO])
            || PyByteArray_GET_SIZE(a[A_MEMO]) != (Py_ssize_t)sizeof(Memo)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.encode: memo must be a bytearray of "
                        "memo_size() bytes");
        return NULL;
    }
    if (!PyByteArray_Check(a[A_HEAD]) || PyByteArray_GET_SIZE(a[A_HEAD]) != LV(G_DECIDING) * 4
            || !(a[A_ASK] == Py_None || (PyByteArray_Check(a[A_ASK]) && PyByteArray_GET_SIZE(
                a[A_ASK]) == (LV(G_OPTIONS) - LV(G_DECIDING)) * 4))) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.encode: head or ask of the wrong size");
        return NULL;
    }
    m = (Memo *)PyByteArray_AS_STRING(a[A_MEMO]);
    x.a = a;
    x.none = (long)PyList_GET_SIZE(a[A_FACTS]) - 1;
    x.dyn_bytes = LV(DYN) * (Py_ssize_t)sizeof(float);
    player = PyLong_AsLong(a[A_PLAYER]);
    x.turn = PyLong_AsLong(a[A_TURN]);
    x.turn_player = PyLong_AsLong(a[A_TURN_PLAYER]);
    if (PyErr_Occurred())
        return NULL;
    if (player != 0 && player != 1) {
        PyErr_Format(PyExc_ValueError, "_encoder_c.encode: player %ld is not 0 or 1", player);
        return NULL;
    }
    if (PyObject_GetBuffer(a[A_OBS], &ob, PyBUF_WRITABLE) < 0)
        return NULL;
    if (PyObject_GetBuffer(a[A_IDS], &ib, PyBUF_WRITABLE) < 0)
        goto done;
    if (ob.len < (LV(AT_FACTS) + LV(ROWS) * LV(FACTS)) * (Py_ssize_t)sizeof(float)
            || ob.len < (LV(AT_STATE) + LV(ROWS) * LV(DYN)) * (Py_ssize_t)sizeof(float)
            || ob.len < (LV(AT_SIDES) + 2 * SIDE_COUNTS) * (Py_ssize_t)sizeof(float)
            || ob.len < (LV(AT_MY_TRASH_FACTS) + LV(FACTS)) * (Py_ssize_t)sizeof(float)
            || ob.len < (LV(AT_OPP_TRASH_FACTS) + LV(FACTS)) * (Py_ssize_t)sizeof(float)
            || ib.len < LV(ROWS) * (Py_ssize_t)sizeof(int64_t)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.encode: buffers too small");
        goto done;
    }
    x.o = (float *)ob.buf;
    if (place_rows(a, player, x.none, cards) < 0)
        goto done;
    if (!m->ready) {                    /* a new state: every row is written */
        for (Py_ssize_t r = 0; r < MAX_ROWS; r++) {
            m->cards[r] = -1;
            m->keys[r].area = KEY_NONE;
        }
        m->trash_len[0] = m->trash_len[1] = -1;
        m->ready = 1;
    }
    /* the global part: its head, the decision asked and the option count */
    {
        float *o = x.o;
        memcpy(o, PyByteArray_AS_STRING(a[A_HEAD]), LV(G_DECIDING) * 4);
        if (a[A_ASK] == Py_None) {
            memset(o + LV(G_DECIDING), 0, (LV(AT_SIDES) - LV(G_DECIDING)) * 4);
        } else {
            long options = PyLong_AsLong(a[A_OPTIONS]);
            if (options == -1 && PyErr_Occurred())
                goto done;
            memcpy(o + LV(G_DECIDING), PyByteArray_AS_STRING(a[A_ASK]),
                   (LV(G_OPTIONS) - LV(G_DECIDING)) * 4);
            put(o, LV(G_OPTIONS), options / 50.0);
        }
    }
    if (write_sides(a, x.o, player) < 0 || write_trash_means(a, x.o, m, player, x.none) < 0)
        goto done;
    {
        int64_t *ids = (int64_t *)ib.buf;
        Py_ssize_t fact_bytes = LV(FACTS) * (Py_ssize_t)sizeof(float);
        for (Py_ssize_t r = 0; r < LV(ROWS); r++) {
            long c = cards[r], id;
            int moved = c != m->cards[r];
            const char *bytes;
            if (c < 0 || c > x.none) {
                /* a row no card fills shows none; so a bad id is the caller's */
                PyErr_Format(PyExc_IndexError, "_encoder_c: row %zd shows card %ld, not in 0..%ld",
                             r, c, x.none);
                goto done;
            }
            if (moved) {
                if ((bytes = row_bytes(a[A_FACTS], c, fact_bytes, "facts")) == NULL
                        || item_long(a[A_ID_TABLE], c, "id_table", &id) < 0)
                    goto done;
                memcpy(x.o + LV(AT_FACTS) + r * LV(FACTS), bytes, fact_bytes);
                ids[r] = id;
                m->cards[r] = c;
            }
            if (!L.by_area[r] || c == x.none) {
                if (moved || m->keys[r].area != KEY_NONE) {
                    if ((bytes = row_bytes(a[A_PLAIN], c, x.dyn_bytes, "plain")) == NULL)
                        goto done;
                    memcpy(x.o + LV(AT_STATE) + r * LV(DYN), bytes, x.dyn_bytes);
                    m->keys[r].area = KEY_NONE;
                }
            } else if (state_row(&x, &m->keys[r], r, c) < 0) {
                goto done;
            }
        }
    }
    result = Py_None;
    Py_INCREF(result);
done:
    if (result == NULL)
        m->ready = 0;                   /* half written: all of it again next time */
    if (ib.obj != NULL)
        PyBuffer_Release(&ib);
    PyBuffer_Release(&ob);
    return result;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS,
     "configure(layout, keywords, by_area_rows, side_scales): the observation's layout"},
    {"memo_size", memo_size, METH_NOARGS,
     "memo_size(): the bytes of one observing player's memory (zeroed: nothing written)"},
    {"encode", (PyCFunction)(void (*)(void))encode, METH_FASTCALL,
     "encode(obs, ids, memo, player, ...): one encoding, written where it changed "
     "(see the source)"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "optcg.rl._encoder_c",
    "The observation encoder's per-step work in C (optional; see observation.py).",
    -1, methods, NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__encoder_c(void)
{
    return PyModule_Create(&module);
}
