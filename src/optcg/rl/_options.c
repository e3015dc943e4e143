/* The option list's table in C (optcg.rl._options_c).
 *
 * An optional extension, built beside optcg.rl._encoder_c: optcg.rl.options
 * uses it when it is built and OPTCG_PURE is not set, and writes the same
 * bytes with Python otherwise (tests/test_rl_options_c.py compares the two).
 * One call writes a decision's whole table: each option's row (its kind,
 * its cards' references and facts where the player may see them, its
 * number or ability, the effect step), the mask, the fixed ids and the card
 * references, calling back into Python only for a card not yet looked up
 * in this position (actions.card_ref) and a fixed id not met before
 * (options.option_id).
 *
 * Every index read from Python is checked; bad input raises a Python
 * exception, never a crash.  The columns (the same constants as options.py)
 * are handed over once by configure_options().
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

static inline void put(float *o, Py_ssize_t at, double value)
{
    o[at] = (float)value;               /* as a memoryview stores an 'f' */
}

/* Item i of a list or tuple of ints. */
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
        PyErr_Format(PyExc_TypeError, "_options_c: %s must be a list or tuple", what);
        return -1;
    }
    *out = PyLong_AsLong(v);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
bad_index:
    PyErr_Format(PyExc_IndexError, "_options_c: index %zd out of range in %s", i, what);
    return -1;
}

/* What an action's kind says of its `target` (options.py: _TARGET_IS_*), and
   whether its fixed id names no card when the action names none (options.py:
   _NAMES_NO_CARD): a kind's code is its one-hot column * 8 + NAMES_NO_CARD?
   + T_*. */
enum { T_NUMBER = 0, T_CARD = 1, T_ABILITY = 2, NAMES_NO_CARD = 4 };

static struct {
    int ready;
    Py_ssize_t width, facts, refs, ability_slots;   /* floats a row, facts a card, refs */
    Py_ssize_t c_card_ref, c_target_ref, c_number, c_ability, c_step, c_card_facts,
               c_target_facts;
    PyObject *kinds;        /* kind -> its code (above; a dict, held) */
    PyObject *new_arrays;   /* rows -> (table, mask, ids, refs), uninitialised (held) */
    PyObject *option_id;    /* (state, player, action) -> its fixed id or -1 (held) */
    PyObject *ids;          /* the fixed ids found, by id_key() (a dict, held) */
} OT;

/* configure_options(layout, kinds, new_arrays, option_id): the option
   table's columns, how its arrays are made and how an option's fixed id is
   found (options.py). */
static PyObject *configure_options(PyObject *self, PyObject *args)
{
    PyObject *layout, *kinds, *new_arrays, *option_id, *ids;
    Py_ssize_t v[11];
    (void)self;
    if (!PyArg_ParseTuple(args, "O!O!OO:configure_options", &PyTuple_Type, &layout, &PyDict_Type,
                          &kinds, &new_arrays, &option_id))
        return NULL;
    if (!PyCallable_Check(new_arrays) || !PyCallable_Check(option_id)) {
        PyErr_SetString(PyExc_TypeError, "_options_c.configure_options: new_arrays and "
                        "option_id must be callable");
        return NULL;
    }
    if (PyTuple_GET_SIZE(layout) != 11) {
        PyErr_SetString(PyExc_ValueError, "_options_c.configure_options: wrong layout");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < 11; k++) {
        v[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(layout, k));
        if (v[k] == -1 && PyErr_Occurred())
            return NULL;
        if (v[k] < 0) {
            PyErr_SetString(PyExc_ValueError, "_options_c.configure_options: negative layout value");
            return NULL;
        }
    }
    if (v[0] < 1 || v[1] < 1 || v[2] < 1 || v[10] + v[1] > v[0] || v[9] + v[1] > v[0]
            || v[8] >= v[0] || v[7] + v[3] > v[0] || v[6] >= v[0] || v[5] >= v[0]
            || v[4] >= v[0]) {
        PyErr_SetString(PyExc_ValueError, "_options_c.configure_options: columns beyond a row");
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
            if (code < 0 || code / 8 >= OT.width || code % 4 > T_ABILITY) {
                PyErr_SetString(PyExc_ValueError, "_options_c.configure_options: bad kind code");
                return NULL;
            }
        }
    }
    if ((ids = PyDict_New()) == NULL)
        return NULL;
    Py_XSETREF(OT.ids, ids);
    Py_INCREF(kinds);
    Py_XSETREF(OT.kinds, kinds);
    Py_INCREF(new_arrays);
    Py_XSETREF(OT.new_arrays, new_arrays);
    Py_INCREF(option_id);
    Py_XSETREF(OT.option_id, option_id);
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
        PyErr_SetString(PyExc_TypeError, "_options_c.write_options: new_arrays must give "
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
            PyErr_SetString(PyExc_ValueError, "_options_c.write_options: the option arrays "
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

/* The key of an option's fixed id in OT.ids: the id depends on the kind,
   the references of its card and target card and its number or ability
   alone (options.py: _head); -1 where these do not fit the key, or the
   option names no card where its kind needs one (its id is then looked up
   each time). */
static long long id_key(long code, long card, long ref, long target_ref, long target)
{
    long number = code % 4 == T_CARD ? 0 : target;
    if (card < 0)
        ref = code & NAMES_NO_CARD ? -3 : -4;
    if (ref < -3 || ref >= 1016 || target_ref < -3 || target_ref >= 1016 || number < -1
            || number >= (1L << 30))
        return -1;
    return ((((long long)(code / 8) * 1024 + ref + 8) * 1024 + target_ref + 8) << 31)
        + number + 1;
}

/* The fixed id of an option, or -1 where the fixed ids cannot name it: from
   OT.ids, else from option_id(st, player, action), then kept there. */
static int fixed_id(PyObject *const *a, PyObject *action, long long key, long *out)
{
    PyObject *k = NULL, *got = NULL, *args[3] = {a[O_STATE], a[O_PLAYER], action};
    int failed;
    if (key >= 0) {
        if ((k = PyLong_FromLongLong(key)) == NULL)
            return -1;
        got = PyDict_GetItemWithError(OT.ids, k);
        if (got != NULL) {
            Py_DECREF(k);
            *out = PyLong_AsLong(got);
            return *out == -1 && PyErr_Occurred() ? -1 : 0;
        }
        if (PyErr_Occurred()) {
            Py_DECREF(k);
            return -1;
        }
    }
    if ((got = PyObject_Vectorcall(OT.option_id, args, 3, NULL)) == NULL) {
        Py_XDECREF(k);
        return -1;
    }
    failed = k != NULL && PyDict_SetItem(OT.ids, k, got) < 0;
    Py_XDECREF(k);
    *out = PyLong_AsLong(got);
    Py_DECREF(got);
    if (failed || (*out == -1 && PyErr_Occurred()))
        return -1;
    return 0;
}

typedef struct {
    float *table;
    int64_t *refs;
    const float *facts;
    Py_ssize_t n_cards;
    float at_step;
    int64_t *ids;           /* where the fixed ids found are written, or NULL */
} OptionOut;

/* Row k of the table: option `action` (held by the caller). */
static int option_row(PyObject *const *a, const OptionOut *x, Py_ssize_t k, PyObject *action)
{
    PyObject *code_obj, *card_obj, *target_obj;
    float *row = x->table + k * OT.width;
    size_t fact_bytes = (size_t)OT.facts * sizeof(float);
    long code, card, target, ref, target_ref;
    if (!PyTuple_Check(action) || PyTuple_GET_SIZE(action) != 3) {
        PyErr_Format(PyExc_TypeError, "_options_c.write_options: option %zd is not a "
                     "(kind, card, target) action", k);
        return -1;
    }
    code_obj = PyDict_GetItemWithError(OT.kinds, PyTuple_GET_ITEM(action, 0));
    if (code_obj == NULL) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_KeyError, "_options_c.write_options: option %zd has an unknown "
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
        PyErr_Format(PyExc_IndexError, "_options_c.write_options: option %zd names a card "
                     "beyond the %zd of the fact table", k, x->n_cards);
        return -1;
    }
    memset(row, 0, (size_t)OT.width * sizeof(float));
    x->refs[2 * k] = x->refs[2 * k + 1] = -1;
    row[code / 8] = 1.0f;
    row[OT.c_step] = x->at_step;
    /* a card the player cannot see (-1) shows no reference and no facts; one
       seen beyond the slots (-2: a 21st card in hand) its facts alone */
    ref = target_ref = -3;
    if (card >= 0) {
        if (option_ref(a, card_obj, &ref) < 0)
            return -1;
        if (ref >= 0) {
            x->refs[2 * k] = ref;
            put(row, OT.c_card_ref, (double)(ref + 1) / (double)OT.refs);
        }
        if (ref != -1)
            memcpy(row + OT.c_card_facts, x->facts + card * OT.facts, fact_bytes);
    }
    if (code % 4 == T_CARD) {
        if (target >= 0) {
            if (option_ref(a, target_obj, &target_ref) < 0)
                return -1;
            if (target_ref >= 0) {
                x->refs[2 * k + 1] = target_ref;
                put(row, OT.c_target_ref, (double)(target_ref + 1) / (double)OT.refs);
            }
            if (target_ref != -1)
                memcpy(row + OT.c_target_facts, x->facts + target * OT.facts, fact_bytes);
        }
    } else if (code % 4 == T_ABILITY) {
        if (0 <= target && target < OT.ability_slots)
            row[OT.c_ability + target] = 1.0f;
    } else if (target >= 0) {
        put(row, OT.c_number, target / 10.0);
    }
    if (x->ids != NULL) {
        long id;
        if (fixed_id(a, action, id_key(code, card, ref, target_ref, target), &id) < 0)
            return -1;
        x->ids[k] = id;
    }
    return 0;
}

/* write_options(rows, options, option_ids, facts, step, known, card_ref,
 *               state, player)
 * The option table of a decision (options.py: option_table), as a tuple of
 * four arrays of `rows` rows from the pool: float32 [rows, width] features,
 * int8 mask, int64 fixed ids and int64 [rows, 2] card references (-1: none
 * or hidden, and the padding).  `options` are the engine's (kind, card,
 * target) actions, `option_ids` their fixed ids (None: found here, see
 * fixed_id), `facts` the game's float32
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
        PyErr_SetString(PyExc_RuntimeError, "_options_c: configure_options() was not called");
        return NULL;
    }
    if (n != O_COUNT) {
        PyErr_Format(PyExc_TypeError, "_options_c.write_options takes %d arguments (%zd given)",
                     (int)O_COUNT, n);
        return NULL;
    }
    if (!PyDict_Check(a[O_KNOWN])) {
        PyErr_SetString(PyExc_TypeError, "_options_c.write_options: known must be a dict");
        return NULL;
    }
    rows = PyLong_AsSsize_t(a[O_ROWS]);
    if (rows == -1 && PyErr_Occurred())
        return NULL;
    step = PyLong_AsLong(a[O_STEP]);
    if (step == -1 && PyErr_Occurred())
        return NULL;
    if (rows < 1) {
        PyErr_Format(PyExc_ValueError, "_options_c.write_options: %zd rows", rows);
        return NULL;
    }
    /* a tuple or list as it is; anything else copied into a list */
    options = PySequence_Fast(a[O_OPTIONS], "_options_c.write_options: options must be a sequence");
    if (options == NULL)
        return NULL;
    count = PySequence_Fast_GET_SIZE(options);
    width = OT.width;
    if (count > rows) {
        PyErr_Format(PyExc_ValueError, "_options_c.write_options: %zd options for %zd rows",
                     count, rows);
        goto done;
    }
    if (PyObject_GetBuffer(a[O_FACTS], &fb, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        goto done;
    if (!format_is(&fb, 'f', 4) || fb.len % (OT.facts * 4) != 0) {
        PyErr_SetString(PyExc_ValueError, "_options_c.write_options: facts must be float32 "
                        "rows of the facts");
        goto done;
    }
    if (a[O_OPTION_IDS] != Py_None && !PyList_Check(a[O_OPTION_IDS])
            && !PyTuple_Check(a[O_OPTION_IDS])) {
        PyErr_SetString(PyExc_TypeError, "_options_c.write_options: option_ids must be a "
                        "list or tuple, or None");
        goto done;
    }
    if ((set = take_set(rows, b)) == NULL)
        goto done;
    x.table = (float *)b[0].buf;
    x.refs = (int64_t *)b[3].buf;
    x.facts = (const float *)fb.buf;
    x.n_cards = fb.len / (OT.facts * 4);
    x.at_step = (float)((step + 1) / 5.0);
    /* no ids given: found with the rows */
    x.ids = a[O_OPTION_IDS] == Py_None ? (int64_t *)b[2].buf : NULL;
    {
        char *mask = (char *)b[1].buf;
        int64_t *ids = (int64_t *)b[2].buf;
        int failed = 0;
        for (Py_ssize_t k = 0; k < count && !failed; k++) {
            PyObject *action = PySequence_Fast_GET_ITEM(options, k);
            long id = 0;
            if (x.ids == NULL && item_long(a[O_OPTION_IDS], k, "option_ids", &id) < 0) {
                failed = 1;
                break;
            }
            Py_INCREF(action);              /* held across the calls of card_ref */
            failed = option_row(a, &x, k, action) < 0;
            Py_DECREF(action);
            if (failed)
                break;
            mask[k] = 1;
            if (x.ids == NULL)
                ids[k] = id;
        }
        if (!failed) {
            /* the padding: no option (a memset, cheaper here than a pass that
               only reads to see whether the last holder wrote into it) */
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
    {"configure_options", configure_options, METH_VARARGS,
     "configure_options(layout, kinds, new_arrays): the option table's columns"},
    {"write_options", (PyCFunction)(void (*)(void))write_options, METH_FASTCALL,
     "write_options(rows, options, ...): a decision's option table (see the source)"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "optcg.rl._options_c",
    "The option list's table in C (optional; see options.py).",
    -1, methods, NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__options_c(void)
{
    return PyModule_Create(&module);
}
