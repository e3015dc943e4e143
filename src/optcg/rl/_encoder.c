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

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS,
     "configure(layout, keywords, by_area_rows, side_scales): the observation's layout"},
    {"write_rows", (PyCFunction)(void (*)(void))write_rows, METH_FASTCALL,
     "write_rows(...): the card table's facts, ids and state rows (see the source)"},
    {"write_sides", (PyCFunction)(void (*)(void))write_sides, METH_FASTCALL,
     "write_sides(obs, player, life, ...): both sides' counts, scaled (see the source)"},
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
