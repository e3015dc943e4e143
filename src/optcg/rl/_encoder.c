/* The observation encoder's card table in C (optcg.rl._encoder_c).
 *
 * An optional extension: optcg.rl.observation uses it when it is built and
 * OPTCG_PURE is not set, and writes the same bytes with Python otherwise
 * (tests/test_rl_encoder_c.py compares the two).  The Python Encoder keeps
 * the tables and the rare parts; this module writes what every step pays
 * for: the facts, stable id and state of each row of the card table, and
 * both sides' counts.  It reads the GameState's lists through the C API and
 * calls back into Python (the engine's stats.power, stats.cost and
 * stats.keywords) only where the Python encoder does.
 *
 * Every index read from Python is checked; a bad one raises IndexError or
 * ValueError, never a crash.  The layout (offsets and sizes, the same
 * constants as observation.py) is handed over once by configure().
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#define MAX_ROWS 256
#define MAX_KEYWORDS 32
#define SIDE_COUNTS 10

static struct {
    int ready;
    Py_ssize_t rows, dyn, facts;          /* rows of the table, floats per state / facts row */
    Py_ssize_t at_state, at_facts;        /* where the two tables start, in floats */
    Py_ssize_t at_sides;                  /* where both sides' counts start, in floats */
    Py_ssize_t d_power, d_cost, d_don, d_rested, d_played, d_keywords;
    long leader_area, character_area, stage_area, hand_area;
    Py_ssize_t n_keywords;
    long keywords[MAX_KEYWORDS];
    double side_scales[SIDE_COUNTS];
    /* 1 where a row's state depends on where its card is (the field, the
       Stage, the hand and the cards the decision is about); 0 where the
       printed row is shown */
    unsigned char by_area[MAX_ROWS];
} L;

/* ---- reading Python values, checked ------------------------------------ */

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
    *out = PyLong_AsLong(v);            /* bools are ints */
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
bad_index:
    PyErr_Format(PyExc_IndexError, "_encoder_c: index %zd out of range in %s", i, what);
    return -1;
}

/* A row of bytes from a list of bytes objects, of exactly `size` bytes. */
static const char *row_bytes(PyObject *list, Py_ssize_t i, Py_ssize_t size, const char *what)
{
    PyObject *b;
    if (!PyList_Check(list)) {
        PyErr_Format(PyExc_TypeError, "_encoder_c: %s must be a list of bytes", what);
        return NULL;
    }
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
static int member(PyObject *set, PyObject *key)
{
    if (set == Py_None)
        return 1;
    return PySet_Contains(set, key);
}

static int call_long(PyObject *fn, PyObject *st, PyObject *card, long *out)
{
    PyObject *args[2] = {st, card};
    PyObject *got = PyObject_Vectorcall(fn, args, 2, NULL);
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

/* ---- configure(layout, keywords, by_area_rows, side_scales) ------------- */

static PyObject *configure(PyObject *self, PyObject *args)
{
    PyObject *layout, *keywords, *by_area, *scales;
    Py_ssize_t v[16];
    (void)self;
    if (!PyArg_ParseTuple(args, "O!O!O!O!:configure", &PyTuple_Type, &layout, &PyTuple_Type,
                          &keywords, &PyTuple_Type, &by_area, &PyTuple_Type, &scales))
        return NULL;
    if (PyTuple_GET_SIZE(layout) != 16 || PyTuple_GET_SIZE(keywords) > MAX_KEYWORDS
            || PyTuple_GET_SIZE(scales) != SIDE_COUNTS) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: wrong layout");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < 16; k++) {
        v[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(layout, k));
        if (v[k] == -1 && PyErr_Occurred())
            return NULL;
        if (v[k] < 0) {
            PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: negative layout value");
            return NULL;
        }
    }
    if (v[0] > MAX_ROWS || v[1] < 1 || v[2] < 1) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: too many rows");
        return NULL;
    }
    L.ready = 0;
    L.rows = v[0]; L.dyn = v[1]; L.facts = v[2];
    L.at_state = v[3]; L.at_facts = v[4]; L.at_sides = v[5];
    L.d_power = v[6]; L.d_cost = v[7]; L.d_don = v[8]; L.d_rested = v[9];
    L.d_played = v[10]; L.d_keywords = v[11];
    L.leader_area = (long)v[12]; L.character_area = (long)v[13]; L.stage_area = (long)v[14];
    L.hand_area = (long)v[15];
    L.n_keywords = PyTuple_GET_SIZE(keywords);
    if (L.d_keywords + L.n_keywords > L.dyn) {
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
        if (r < 0 || r >= L.rows) {
            PyErr_SetString(PyExc_ValueError, "_encoder_c.configure: row out of range");
            return NULL;
        }
        L.by_area[r] = 1;
    }
    L.ready = 1;
    Py_RETURN_NONE;
}

/* ---- write_rows --------------------------------------------------------- */

enum {
    A_OBS, A_IDS, A_ROWS, A_PLAIN, A_FACTS, A_ID_TABLE, A_POWERS, A_AREA, A_RESTED, A_DON,
    A_PLAYED, A_OWNER, A_TURN, A_TURN_PLAYER, A_MODDED, A_BY_POWER, A_BY_COST, A_BY_KEYWORD,
    A_HAND_COSTS, A_STATE, A_POWER_FN, A_COST_FN, A_KEYWORDS_FN, A_COUNT
};

typedef struct {
    PyObject *const *a;
    long none, turn, turn_player;
    Py_ssize_t dyn_bytes;
} Context;

/* One row's state, for a row whose state depends on where its card is:
   the printed row it starts from, then what play changed in it. */
static int state_row(float *row, const Context *x, PyObject *card, long c)
{
    PyObject *const *a = x->a;
    PyObject *st = a[A_STATE];
    long area, given = 0, played, owner, value;
    int in_modded, need;
    const char *plain;
    if (item_long(a[A_AREA], c, "area", &area) < 0)
        return -1;
    in_modded = PySet_Contains(a[A_MODDED], card);
    if (in_modded < 0)
        return -1;
    if (area == L.leader_area || area == L.character_area) {
        /* as a Leader or Character: the row with its printed keywords */
        if ((plain = row_bytes(a[A_PLAIN], c + x->none + 1, x->dyn_bytes, "plain")) == NULL)
            return -1;
        memcpy(row, plain, x->dyn_bytes);
        if (item_long(a[A_RESTED], c, "rested", &value) < 0
                || item_long(a[A_DON], c, "don", &given) < 0
                || item_long(a[A_PLAYED], c, "played_turn", &played) < 0
                || item_long(a[A_OWNER], c, "owner", &owner) < 0)
            return -1;
        if (value)
            row[L.d_rested] = 1.0f;
        if (given)
            put(row, L.d_don, given / 5.0);
        if (played == x->turn)
            row[L.d_played] = 1.0f;
        need = in_modded ? 1 : member(a[A_BY_POWER], card);
        if (need < 0)
            return -1;
        if (need) {
            if (call_long(a[A_POWER_FN], st, card, &value) < 0)
                return -1;
            put(row, L.d_power, value / 10000.0);
        } else if (given && owner == x->turn_player) {
            /* the DON!! given count on its owner's turn (CR 6-5-5-2) */
            if (item_long(a[A_POWERS], c, "powers", &value) < 0)
                return -1;
            put(row, L.d_power, (value + 1000 * given) / 10000.0);
        }
        need = in_modded ? 1 : member(a[A_BY_KEYWORD], card);
        if (need < 0)
            return -1;
        if (need) {
            if (call_long(a[A_KEYWORDS_FN], st, card, &value) < 0)
                return -1;
            for (Py_ssize_t k = 0; k < L.n_keywords; k++)
                row[L.d_keywords + k] = (value & L.keywords[k]) ? 1.0f : 0.0f;
        }
        if (area == L.character_area) {
            need = in_modded ? 1 : member(a[A_BY_COST], card);
            if (need < 0)
                return -1;
            if (need) {
                if (call_long(a[A_COST_FN], st, card, &value) < 0)
                    return -1;
                put(row, L.d_cost, value / 10.0);
            }
        }
        return 0;
    }
    /* anywhere else: the printed row off the field */
    if ((plain = row_bytes(a[A_PLAIN], c, x->dyn_bytes, "plain")) == NULL)
        return -1;
    memcpy(row, plain, x->dyn_bytes);
    if (area == L.stage_area) {
        if (item_long(a[A_RESTED], c, "rested", &value) < 0)
            return -1;
        if (value)
            row[L.d_rested] = 1.0f;
        need = in_modded ? 1 : member(a[A_BY_COST], card);
    } else if (area == L.hand_area) {
        /* "this card in your hand -N cost", a modifier, or an effect of
           the field that may reach any card */
        need = in_modded ? 1 : member(a[A_BY_COST], card);
        if (need == 0)
            need = PySet_Contains(a[A_HAND_COSTS], card);
    } else {
        return 0;
    }
    if (need < 0)
        return -1;
    if (need) {
        if (call_long(a[A_COST_FN], st, card, &value) < 0)
            return -1;
        put(row, L.d_cost, value / 10.0);
    }
    return 0;
}

static int is_set_or_none(PyObject *o, int none_ok)
{
    return (none_ok && o == Py_None) || PyAnySet_Check(o);
}

/* write_rows(obs, ids, rows, plain, facts, id_table, powers, area, rested,
 *            don, played_turn, owner, turn, turn_player, modded, by_power,
 *            by_cost, by_keyword, hand_costs, state, power, cost, keywords)
 * Writes every row of the card table: its facts, its stable id and its
 * state.  `rows` holds the card shown in each row (the last row of `facts`
 * is the empty one); `plain` the printed state rows (see Encoder._plain_rows);
 * the by_* sets are the cards the field's permanent effects may change
 * (None: any card). */
static PyObject *write_rows(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Py_buffer ob = {0}, ib = {0};
    PyObject *result = NULL;
    Context x;
    (void)self;
    if (!L.ready) {
        PyErr_SetString(PyExc_RuntimeError, "_encoder_c: configure() was not called");
        return NULL;
    }
    if (n != A_COUNT) {
        PyErr_Format(PyExc_TypeError, "_encoder_c.write_rows takes %d arguments (%zd given)",
                     (int)A_COUNT, n);
        return NULL;
    }
    if (!PyList_Check(a[A_ROWS]) || PyList_GET_SIZE(a[A_ROWS]) != L.rows
            || !PyList_Check(a[A_FACTS]) || PyList_GET_SIZE(a[A_FACTS]) < 1) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.write_rows: rows or facts of the wrong size");
        return NULL;
    }
    if (!PyAnySet_Check(a[A_MODDED]) || !PyAnySet_Check(a[A_HAND_COSTS])
            || !is_set_or_none(a[A_BY_POWER], 1) || !is_set_or_none(a[A_BY_COST], 1)
            || !is_set_or_none(a[A_BY_KEYWORD], 1)) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.write_rows: the card sets must be sets");
        return NULL;
    }
    x.a = a;
    x.none = (long)PyList_GET_SIZE(a[A_FACTS]) - 1;
    x.dyn_bytes = L.dyn * (Py_ssize_t)sizeof(float);
    x.turn = PyLong_AsLong(a[A_TURN]);
    x.turn_player = PyLong_AsLong(a[A_TURN_PLAYER]);
    if (PyErr_Occurred())
        return NULL;
    if (PyObject_GetBuffer(a[A_OBS], &ob, PyBUF_WRITABLE) < 0)
        return NULL;
    if (PyObject_GetBuffer(a[A_IDS], &ib, PyBUF_WRITABLE) < 0)
        goto done;
    if (ob.len < (L.at_facts + L.rows * L.facts) * (Py_ssize_t)sizeof(float)
            || ob.len < (L.at_state + L.rows * L.dyn) * (Py_ssize_t)sizeof(float)
            || ib.len < L.rows * (Py_ssize_t)sizeof(int64_t)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.write_rows: buffers too small");
        goto done;
    }
    {
        float *o = (float *)ob.buf;
        int64_t *ids = (int64_t *)ib.buf;
        Py_ssize_t fact_bytes = L.facts * (Py_ssize_t)sizeof(float);
        for (Py_ssize_t r = 0; r < L.rows; r++) {
            PyObject *card = PyList_GET_ITEM(a[A_ROWS], r);
            long c = PyLong_AsLong(card), id;
            const char *bytes;
            float *row = o + L.at_state + r * L.dyn;
            if (c == -1 && PyErr_Occurred())
                goto done;
            if (c < 0 || c > x.none) {
                PyErr_Format(PyExc_IndexError, "_encoder_c: row %zd shows card %ld, not in 0..%ld",
                             r, c, x.none);
                goto done;
            }
            if ((bytes = row_bytes(a[A_FACTS], c, fact_bytes, "facts")) == NULL)
                goto done;
            memcpy(o + L.at_facts + r * L.facts, bytes, fact_bytes);
            if (item_long(a[A_ID_TABLE], c, "id_table", &id) < 0)
                goto done;
            ids[r] = id;
            if (!L.by_area[r] || c == x.none) {
                if ((bytes = row_bytes(a[A_PLAIN], c, x.dyn_bytes, "plain")) == NULL)
                    goto done;
                memcpy(row, bytes, x.dyn_bytes);
            } else {
                /* held across the calls back into Python */
                int failed;
                Py_INCREF(card);
                failed = state_row(row, &x, card, c) < 0;
                Py_DECREF(card);
                if (failed)
                    goto done;
            }
        }
    }
    result = Py_None;
    Py_INCREF(result);
done:
    if (ib.obj != NULL)
        PyBuffer_Release(&ib);
    PyBuffer_Release(&ob);
    return result;
}

/* ---- write_sides ----------------------------------------------------------- */

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

enum {
    S_OBS, S_PLAYER, S_LIFE, S_HAND, S_DECK, S_TRASH, S_DON_DECK, S_DON_ACTIVE, S_DON_RESTED,
    S_DON, S_LEADERS, S_CHARS, S_FACE_UP, S_COUNT
};

/* write_sides(obs, player, life, hand, deck, trash, don_deck, don_active,
 *             don_rested, don, leaders, chars, face_up)
 * Both sides' counts (the player's, then the opponent's: Life, face-up
 * Life, hand, deck, trash, DON!! deck, active, rested and given DON!!,
 * Characters), scaled and stored at the sides' offset. */
static PyObject *write_sides(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Py_buffer ob = {0};
    PyObject *result = NULL;
    long player;
    double counts[2 * SIDE_COUNTS];
    (void)self;
    if (!L.ready || n != S_COUNT) {
        PyErr_Format(PyExc_TypeError, "_encoder_c.write_sides takes %d arguments, "
                     "after configure()", (int)S_COUNT);
        return NULL;
    }
    player = PyLong_AsLong(a[S_PLAYER]);
    if (player == -1 && PyErr_Occurred())
        return NULL;
    if (player != 0 && player != 1) {
        PyErr_Format(PyExc_ValueError, "_encoder_c.write_sides: player %ld is not 0 or 1", player);
        return NULL;
    }
    for (long side = 0; side < 2; side++) {
        long p = side == 0 ? player : 1 - player, v, up = 0, given;
        double *out = counts + side * SIDE_COUNTS;
        PyObject *life, *hand, *deck, *trash, *chars;
        if ((life = side_list(a[S_LIFE], p, "life")) == NULL
                || (hand = side_list(a[S_HAND], p, "hand")) == NULL
                || (deck = side_list(a[S_DECK], p, "deck")) == NULL
                || (trash = side_list(a[S_TRASH], p, "trash")) == NULL
                || (chars = side_list(a[S_CHARS], p, "chars")) == NULL)
            return NULL;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(life); k++) {
            if (item_long(life, k, "life", &v) < 0 || item_long(a[S_FACE_UP], v, "face_up", &v) < 0)
                return NULL;
            up += v != 0;
        }
        if (item_long(a[S_LEADERS], p, "leaders", &v) < 0
                || item_long(a[S_DON], v, "don", &given) < 0)
            return NULL;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(chars); k++) {
            long c, d;
            if (item_long(chars, k, "chars", &c) < 0 || item_long(a[S_DON], c, "don", &d) < 0)
                return NULL;
            given += d;
        }
        out[0] = (double)PyList_GET_SIZE(life);
        out[1] = (double)up;
        out[2] = (double)PyList_GET_SIZE(hand);
        out[3] = (double)PyList_GET_SIZE(deck);
        out[4] = (double)PyList_GET_SIZE(trash);
        if (item_long(a[S_DON_DECK], p, "don_deck", &v) < 0)
            return NULL;
        out[5] = (double)v;
        if (item_long(a[S_DON_ACTIVE], p, "don_active", &v) < 0)
            return NULL;
        out[6] = (double)v;
        if (item_long(a[S_DON_RESTED], p, "don_rested", &v) < 0)
            return NULL;
        out[7] = (double)v;
        out[8] = (double)given;
        out[9] = (double)PyList_GET_SIZE(chars);
    }
    if (PyObject_GetBuffer(a[S_OBS], &ob, PyBUF_WRITABLE) < 0)
        return NULL;
    if (ob.len < (L.at_sides + 2 * SIDE_COUNTS) * (Py_ssize_t)sizeof(float)) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.write_sides: buffer too small");
        goto done;
    }
    for (Py_ssize_t k = 0; k < 2 * SIDE_COUNTS; k++)
        put((float *)ob.buf, L.at_sides + k, counts[k] / L.side_scales[k % SIDE_COUNTS]);
    result = Py_None;
    Py_INCREF(result);
done:
    PyBuffer_Release(&ob);
    return result;
}

/* ---- the option table ----------------------------------------------------- */

/* What an action's kind says of its `target` (options.py: _TARGET_IS_*). */
enum { T_NUMBER = 0, T_CARD = 1, T_ABILITY = 2 };

static struct {
    int ready;
    Py_ssize_t width, facts, refs, ability_slots;   /* floats a row, facts a card, refs */
    Py_ssize_t c_card_ref, c_target_ref, c_number, c_ability, c_step, c_card_facts,
               c_target_facts;
    PyObject *kinds;        /* kind -> column of its one-hot * 4 + T_* (a dict, held) */
    PyObject *new_arrays;   /* rows -> (table, mask, ids, refs), uninitialised (held) */
} OT;

/* configure_options(layout, kinds, new_arrays): the option table's columns
   and how its arrays are made (options.py). */
static PyObject *configure_options(PyObject *self, PyObject *args)
{
    PyObject *layout, *kinds, *new_arrays;
    Py_ssize_t v[11];
    (void)self;
    if (!PyArg_ParseTuple(args, "O!O!O:configure_options", &PyTuple_Type, &layout, &PyDict_Type,
                          &kinds, &new_arrays))
        return NULL;
    if (!PyCallable_Check(new_arrays)) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.configure_options: new_arrays must be callable");
        return NULL;
    }
    if (PyTuple_GET_SIZE(layout) != 11) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure_options: wrong layout");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < 11; k++) {
        v[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(layout, k));
        if (v[k] == -1 && PyErr_Occurred())
            return NULL;
        if (v[k] < 0) {
            PyErr_SetString(PyExc_ValueError, "_encoder_c.configure_options: negative layout value");
            return NULL;
        }
    }
    if (v[0] < 1 || v[1] < 1 || v[2] < 1 || v[10] + v[1] > v[0] || v[9] + v[1] > v[0]
            || v[8] >= v[0] || v[7] + v[3] > v[0] || v[6] >= v[0] || v[5] >= v[0]
            || v[4] >= v[0]) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.configure_options: columns beyond a row");
        return NULL;
    }
    OT.ready = 0;
    OT.width = v[0]; OT.facts = v[1]; OT.refs = v[2]; OT.ability_slots = v[3];
    OT.c_card_ref = v[4]; OT.c_target_ref = v[5]; OT.c_number = v[6]; OT.c_ability = v[7];
    OT.c_step = v[8]; OT.c_card_facts = v[9]; OT.c_target_facts = v[10];
    {
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(kinds, &pos, &key, &value)) {
            long code = PyLong_AsLong(value);
            if (code == -1 && PyErr_Occurred())
                return NULL;
            if (code < 0 || code / 4 >= OT.width || code % 4 > T_ABILITY) {
                PyErr_SetString(PyExc_ValueError, "_encoder_c.configure_options: bad kind code");
                return NULL;
            }
        }
    }
    Py_INCREF(kinds);
    Py_XSETREF(OT.kinds, kinds);
    Py_INCREF(new_arrays);
    Py_XSETREF(OT.new_arrays, new_arrays);
    OT.ready = 1;
    Py_RETURN_NONE;
}

/* The arrays of the tables handed out, kept to be written again: making
 * four arrays costs more than writing a table.  A set is taken again only
 * when nothing but this pool holds it or any of its arrays (their reference
 * counts say so), so an observation its caller keeps is never written over;
 * and every byte of a set taken again is written, so it holds what a new
 * one would, whatever its last holder did with it.  A set reshaped or made
 * read-only since is let go. */
#define POOL_SLOTS 4
static struct {
    PyObject *sets[POOL_SLOTS];         /* (table, mask, ids, refs), held, or NULL */
    Py_ssize_t rows[POOL_SLOTS];
    int next;                           /* the slot a new set goes to when all are busy */
} POOL;

static int format_is(const Py_buffer *v, char kind, Py_ssize_t itemsize)
{
    const char *f = v->format;
    if (v->itemsize != itemsize || f == NULL)
        return 0;
    if (*f == '<' || *f == '=' || *f == '@')
        f++;
    if (f[0] == '\0' || f[1] != '\0')
        return 0;
    if (kind == 'q')                    /* an int64, whichever C type names it */
        return (*f == 'q' || *f == 'l') && itemsize == 8;
    return *f == kind;
}

/* The four buffers of a set (C-contiguous, writable, of the table's shapes
   and types); -1 with an error set, and none held, if any is not so. */
static int set_buffers(PyObject *set, Py_ssize_t rows, Py_buffer *b)
{
    static const char kinds[4] = {'f', 'b', 'q', 'q'};
    static const Py_ssize_t sizes[4] = {4, 1, 8, 8};
    int k;
    if (!PyTuple_Check(set) || PyTuple_GET_SIZE(set) != 4) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.write_options: new_arrays must give "
                        "(table, mask, ids, refs)");
        return -1;
    }
    for (k = 0; k < 4; k++) {
        Py_buffer *v = b + k;
        Py_ssize_t cols = k == 0 ? OT.width : k == 3 ? 2 : 1;
        if (PyObject_GetBuffer(PyTuple_GET_ITEM(set, k), v,
                               PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_WRITABLE) < 0)
            goto bad;
        if (!format_is(v, kinds[k], sizes[k]) || v->ndim != (cols == 1 ? 1 : 2)
                || v->shape[0] != rows || (cols != 1 && v->shape[1] != cols)) {
            PyBuffer_Release(v);
            PyErr_SetString(PyExc_ValueError, "_encoder_c.write_options: the option arrays "
                            "are not float32 [rows, width], int8, int64 and int64 [rows, 2]");
            goto bad;
        }
    }
    return 0;
bad:
    while (--k >= 0)
        PyBuffer_Release(b + k);
    return -1;
}

static int set_is_free(PyObject *set)
{
    if (Py_REFCNT(set) != 1)
        return 0;
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(set); k++)
        if (Py_REFCNT(PyTuple_GET_ITEM(set, k)) != 1)
            return 0;
    return 1;
}

/* A set of arrays of `rows` rows, with its buffers in b: one of the pool
   that nothing else holds, or a new one (put in the pool). */
static PyObject *take_set(Py_ssize_t rows, Py_buffer *b)
{
    PyObject *set, *n;
    int s;
    for (s = 0; s < POOL_SLOTS; s++) {
        set = POOL.sets[s];
        if (set == NULL || POOL.rows[s] != rows || !set_is_free(set))
            continue;
        if (set_buffers(set, rows, b) < 0) {
            /* its arrays were reshaped or made read-only since: let it go */
            PyErr_Clear();
            Py_CLEAR(POOL.sets[s]);
            continue;
        }
        Py_INCREF(set);                 /* busy from now on */
        return set;
    }
    if ((n = PyLong_FromSsize_t(rows)) == NULL)
        return NULL;
    set = PyObject_CallOneArg(OT.new_arrays, n);
    Py_DECREF(n);
    if (set == NULL)
        return NULL;
    if (set_buffers(set, rows, b) < 0) {
        Py_DECREF(set);
        return NULL;
    }
    for (s = 0; s < POOL_SLOTS && POOL.sets[s] != NULL; s++)
        ;
    if (s == POOL_SLOTS) {
        s = POOL.next;
        POOL.next = (POOL.next + 1) % POOL_SLOTS;
    }
    Py_INCREF(set);
    Py_XSETREF(POOL.sets[s], set);
    POOL.rows[s] = rows;
    return set;
}

enum {
    O_ROWS, O_OPTIONS, O_OPTION_IDS, O_FACTS, O_STEP, O_KNOWN, O_CARD_REF, O_STATE, O_PLAYER,
    O_COUNT
};

/* The reference of `card` for the player (-1 hidden, -2 beyond the slots):
   from `known`, else from card_ref(st, player, card), then kept in `known`. */
static int option_ref(PyObject *const *a, PyObject *card, long *out)
{
    PyObject *got = PyDict_GetItemWithError(a[O_KNOWN], card);
    if (got == NULL) {
        PyObject *args[3] = {a[O_STATE], a[O_PLAYER], card};
        int failed;
        if (PyErr_Occurred())
            return -1;
        got = PyObject_Vectorcall(a[O_CARD_REF], args, 3, NULL);
        if (got == NULL)
            return -1;
        failed = PyDict_SetItem(a[O_KNOWN], card, got) < 0;
        *out = PyLong_AsLong(got);
        Py_DECREF(got);
        if (failed)
            return -1;
    } else {
        *out = PyLong_AsLong(got);
    }
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
}

typedef struct {
    float *table;
    int64_t *refs;
    const float *facts;
    Py_ssize_t n_cards;
    float at_step;
} OptionOut;

/* Row k of the table: option `action` (held by the caller). */
static int option_row(PyObject *const *a, const OptionOut *x, Py_ssize_t k, PyObject *action)
{
    PyObject *code_obj, *card_obj, *target_obj;
    float *row = x->table + k * OT.width;
    size_t fact_bytes = (size_t)OT.facts * sizeof(float);
    long code, card, target, ref;
    if (!PyTuple_Check(action) || PyTuple_GET_SIZE(action) != 3) {
        PyErr_Format(PyExc_TypeError, "_encoder_c.write_options: option %zd is not a "
                     "(kind, card, target) action", k);
        return -1;
    }
    code_obj = PyDict_GetItemWithError(OT.kinds, PyTuple_GET_ITEM(action, 0));
    if (code_obj == NULL) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_KeyError, "_encoder_c.write_options: option %zd has an unknown "
                         "kind %R", k, PyTuple_GET_ITEM(action, 0));
        return -1;
    }
    code = PyLong_AsLong(code_obj);
    card_obj = PyTuple_GET_ITEM(action, 1);
    target_obj = PyTuple_GET_ITEM(action, 2);
    card = PyLong_AsLong(card_obj);
    if (card == -1 && PyErr_Occurred())
        return -1;
    target = PyLong_AsLong(target_obj);
    if (target == -1 && PyErr_Occurred())
        return -1;
    if (card >= x->n_cards || (code % 4 == T_CARD && target >= x->n_cards)) {
        PyErr_Format(PyExc_IndexError, "_encoder_c.write_options: option %zd names a card "
                     "beyond the %zd of the fact table", k, x->n_cards);
        return -1;
    }
    memset(row, 0, (size_t)OT.width * sizeof(float));
    x->refs[2 * k] = x->refs[2 * k + 1] = -1;
    row[code / 4] = 1.0f;
    row[OT.c_step] = x->at_step;
    /* a card the player cannot see shows no reference and no facts */
    if (card >= 0) {
        if (option_ref(a, card_obj, &ref) < 0)
            return -1;
        if (ref >= 0) {
            x->refs[2 * k] = ref;
            put(row, OT.c_card_ref, (double)(ref + 1) / (double)OT.refs);
            memcpy(row + OT.c_card_facts, x->facts + card * OT.facts, fact_bytes);
        }
    }
    if (code % 4 == T_CARD) {
        if (target >= 0) {
            if (option_ref(a, target_obj, &ref) < 0)
                return -1;
            if (ref >= 0) {
                x->refs[2 * k + 1] = ref;
                put(row, OT.c_target_ref, (double)(ref + 1) / (double)OT.refs);
                memcpy(row + OT.c_target_facts, x->facts + target * OT.facts, fact_bytes);
            }
        }
    } else if (code % 4 == T_ABILITY) {
        if (0 <= target && target < OT.ability_slots)
            row[OT.c_ability + target] = 1.0f;
    } else if (target >= 0) {
        put(row, OT.c_number, target / 10.0);
    }
    return 0;
}

/* write_options(rows, options, option_ids, facts, step, known, card_ref,
 *               state, player)
 * The option table of a decision (options.py: option_table), as a tuple of
 * four arrays of `rows` rows from the pool: float32 [rows, width] features,
 * int8 mask, int64 fixed ids and int64 [rows, 2] card references (-1: none
 * or hidden, and the padding).  `options` are the engine's (kind, card,
 * target) actions, `option_ids` their fixed ids, `facts` the game's float32
 * fact table (a row per card, C-contiguous), `known` card -> reference,
 * added to as cards are met. */
static PyObject *write_options(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Py_buffer b[4], fb = {0};
    PyObject *result = NULL, *options = NULL, *set = NULL;
    Py_ssize_t rows, count, width;
    OptionOut x;
    long step;
    (void)self;
    if (!OT.ready) {
        PyErr_SetString(PyExc_RuntimeError, "_encoder_c: configure_options() was not called");
        return NULL;
    }
    if (n != O_COUNT) {
        PyErr_Format(PyExc_TypeError, "_encoder_c.write_options takes %d arguments (%zd given)",
                     (int)O_COUNT, n);
        return NULL;
    }
    if (!PyDict_Check(a[O_KNOWN])) {
        PyErr_SetString(PyExc_TypeError, "_encoder_c.write_options: known must be a dict");
        return NULL;
    }
    rows = PyLong_AsSsize_t(a[O_ROWS]);
    if (rows == -1 && PyErr_Occurred())
        return NULL;
    step = PyLong_AsLong(a[O_STEP]);
    if (step == -1 && PyErr_Occurred())
        return NULL;
    if (rows < 1) {
        PyErr_Format(PyExc_ValueError, "_encoder_c.write_options: %zd rows", rows);
        return NULL;
    }
    /* a tuple or list as it is; anything else copied into a list */
    options = PySequence_Fast(a[O_OPTIONS], "_encoder_c.write_options: options must be a sequence");
    if (options == NULL)
        return NULL;
    count = PySequence_Fast_GET_SIZE(options);
    width = OT.width;
    if (count > rows) {
        PyErr_Format(PyExc_ValueError, "_encoder_c.write_options: %zd options for %zd rows",
                     count, rows);
        goto done;
    }
    if (PyObject_GetBuffer(a[O_FACTS], &fb, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        goto done;
    if (!format_is(&fb, 'f', 4) || fb.len % (OT.facts * 4) != 0) {
        PyErr_SetString(PyExc_ValueError, "_encoder_c.write_options: facts must be float32 "
                        "rows of the facts");
        goto done;
    }
    if ((set = take_set(rows, b)) == NULL)
        goto done;
    x.table = (float *)b[0].buf;
    x.refs = (int64_t *)b[3].buf;
    x.facts = (const float *)fb.buf;
    x.n_cards = fb.len / (OT.facts * 4);
    x.at_step = (float)((step + 1) / 5.0);
    {
        char *mask = (char *)b[1].buf;
        int64_t *ids = (int64_t *)b[2].buf;
        int failed = 0;
        for (Py_ssize_t k = 0; k < count && !failed; k++) {
            PyObject *action = PySequence_Fast_GET_ITEM(options, k);
            long id;
            if (item_long(a[O_OPTION_IDS], k, "option_ids", &id) < 0) {
                failed = 1;
                break;
            }
            Py_INCREF(action);              /* held across the calls of card_ref */
            failed = option_row(a, &x, k, action) < 0;
            Py_DECREF(action);
            if (failed)
                break;
            mask[k] = 1;
            ids[k] = id;
        }
        if (!failed) {
            /* the padding: no option */
            memset(x.table + count * width, 0, (size_t)((rows - count) * width) * sizeof(float));
            memset(mask + count, 0, (size_t)(rows - count));
            for (Py_ssize_t k = count; k < rows; k++) {
                ids[k] = -1;
                x.refs[2 * k] = x.refs[2 * k + 1] = -1;
            }
            result = set;
            set = NULL;
        }
        for (int k = 0; k < 4; k++)
            PyBuffer_Release(b + k);
    }
done:
    Py_XDECREF(set);
    if (fb.obj != NULL)
        PyBuffer_Release(&fb);
    Py_DECREF(options);
    return result;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS,
     "configure(layout, keywords, by_area_rows, side_scales): the observation's layout"},
    {"write_rows", (PyCFunction)(void (*)(void))write_rows, METH_FASTCALL,
     "write_rows(...): the card table's facts, ids and state rows (see the source)"},
    {"write_sides", (PyCFunction)(void (*)(void))write_sides, METH_FASTCALL,
     "write_sides(obs, player, life, ...): both sides' counts, scaled (see the source)"},
    {"configure_options", configure_options, METH_VARARGS,
     "configure_options(layout, kinds, new_arrays): the option table's columns"},
    {"write_options", (PyCFunction)(void (*)(void))write_options, METH_FASTCALL,
     "write_options(rows, options, ...): a decision's option table (see the source)"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "optcg.rl._encoder_c",
    "The observation encoder's per-step rows in C (optional; see observation.py).",
    -1, methods, NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__encoder_c(void)
{
    return PyModule_Create(&module);
}
