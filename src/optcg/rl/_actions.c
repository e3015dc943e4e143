/* The fixed action ids and the action mask in C (optcg.rl._actions_c).
 *
 * An optional extension, built beside optcg.rl._encoder_c: optcg.rl.actions
 * uses it when it is built and OPTCG_PURE is not set, and computes the same
 * ids and masks in Python otherwise (tests/test_rl_actions_c.py compares
 * the two).  The common options (play, activate, give DON!!, attack,
 * counter, the answers naming no card, and the card choices) are named from
 * the references of the acting player's hand and both fields, read once per
 * call into a small table; any other option calls back into Python
 * (actions._id_of), which names it or raises saying why it cannot.
 *
 * Every value read from Python is checked; bad input raises a Python
 * exception, never a crash.  The layout (the same constants as actions.py)
 * is handed over once by configure_ids().
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* How an option's kind is named (actions.py: legal_ids). */
enum { M_SINGLE, M_GIVE_DON, M_ATTACK, M_PLAY, M_ACTIVATE, M_COUNTER, M_CARD, M_NUMBER,
       M_COST_DON, M_COUNT };

/* the most references known_refs holds: the hand's slots, two sides'
   Character slots, Stages and Leaders (configure_ids checks the layout) */
#define MAX_KNOWN 64

static struct {
    int ready;
    long hand_slots, char_slots, ability_slots, field_slots;
    long r_hand, r_my_leader, r_my_chars, r_my_stage, r_opp_leader, r_opp_chars, r_opp_stage;
    long number_slots;
    long a_give_don, a_attack, a_play, a_play_replacing, a_counter;
    long actions;                       /* the size of the space */
    PyObject *kinds;        /* kind -> M_* * 65536 + the block's first id (a dict, held) */
    PyObject *id_of;        /* actions._id_of(st, player, action, refs) (held) */
} AC;

/* The layout's values in the order actions.py hands them over. */
static long *const LAYOUT[] = {
    &AC.hand_slots, &AC.char_slots, &AC.ability_slots, &AC.field_slots, &AC.number_slots,
    &AC.r_hand, &AC.r_my_leader, &AC.r_my_chars, &AC.r_my_stage, &AC.r_opp_leader,
    &AC.r_opp_chars, &AC.r_opp_stage, &AC.a_give_don, &AC.a_attack, &AC.a_play,
    &AC.a_play_replacing, &AC.a_counter, &AC.actions,
};
#define LAYOUT_SIZE ((Py_ssize_t)(sizeof(LAYOUT) / sizeof(LAYOUT[0])))

/* configure_ids(layout, kinds, id_of): the layout of the space, the kinds
   named here and the Python function for every other option (actions.py). */
static PyObject *configure_ids(PyObject *self, PyObject *args)
{
    PyObject *layout, *kinds, *id_of;
    long v[LAYOUT_SIZE];
    (void)self;
    if (!PyArg_ParseTuple(args, "O!O!O:configure_ids", &PyTuple_Type, &layout, &PyDict_Type,
                          &kinds, &id_of))
        return NULL;
    if (!PyCallable_Check(id_of)) {
        PyErr_SetString(PyExc_TypeError, "_actions_c.configure_ids: id_of must be callable");
        return NULL;
    }
    if (PyTuple_GET_SIZE(layout) != LAYOUT_SIZE) {
        PyErr_SetString(PyExc_ValueError, "_actions_c.configure_ids: wrong layout");
        return NULL;
    }
    for (Py_ssize_t k = 0; k < LAYOUT_SIZE; k++) {
        v[k] = PyLong_AsLong(PyTuple_GET_ITEM(layout, k));
        if (v[k] == -1 && PyErr_Occurred())
            return NULL;
        if (v[k] < 0) {
            PyErr_SetString(PyExc_ValueError, "_actions_c.configure_ids: negative layout value");
            return NULL;
        }
    }
    /* hand, Characters, abilities, field slots (a Leader and the Characters), numbers */
    if (v[0] < 1 || v[1] < 1 || v[2] < 1 || v[3] != v[1] + 1 || v[4] < 1
            || v[0] + 2 * v[1] + 4 > MAX_KNOWN || v[LAYOUT_SIZE - 1] < 1) {
        PyErr_SetString(PyExc_ValueError, "_actions_c.configure_ids: slot counts out of range");
        return NULL;
    }
    {
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(kinds, &pos, &key, &value)) {
            long code = PyLong_AsLong(value);
            if (code == -1 && PyErr_Occurred())
                return NULL;
            if (code < 0 || code / 65536 >= M_COUNT || code % 65536 >= v[LAYOUT_SIZE - 1]) {
                PyErr_SetString(PyExc_ValueError, "_actions_c.configure_ids: bad kind code");
                return NULL;
            }
        }
    }
    AC.ready = 0;
    for (Py_ssize_t k = 0; k < LAYOUT_SIZE; k++)
        *LAYOUT[k] = v[k];
    Py_INCREF(kinds);
    Py_XSETREF(AC.kinds, kinds);
    Py_INCREF(id_of);
    Py_XSETREF(AC.id_of, id_of);
    AC.ready = 1;
    Py_RETURN_NONE;
}

/* The references of the hand and both fields (actions.py: known_refs), in
   the order known_refs makes them: a later one of the same card wins. */
typedef struct {
    long card[MAX_KNOWN];
    long ref[MAX_KNOWN];
    int n;
} Known;

/* Adds the first `slots` cards of `cards` (a list or tuple of ints) at
   references first, first + 1... */
static int add_cards(Known *k, PyObject *cards, long slots, long first, const char *what)
{
    Py_ssize_t n;
    PyObject **items;
    if (PyList_Check(cards)) {
        n = PyList_GET_SIZE(cards);
        items = ((PyListObject *)cards)->ob_item;
    } else if (PyTuple_Check(cards)) {
        n = PyTuple_GET_SIZE(cards);
        items = ((PyTupleObject *)cards)->ob_item;
    } else {
        PyErr_Format(PyExc_TypeError, "_actions_c: %s must be a list or tuple", what);
        return -1;
    }
    if (n > slots)
        n = slots;                      /* as zip stops at the last slot */
    for (Py_ssize_t i = 0; i < n; i++) {
        long c;
        if (!PyLong_Check(items[i])) {      /* no Python code runs while items are read */
            PyErr_Format(PyExc_TypeError, "_actions_c: %s holds a %.100s, not a card id", what,
                         Py_TYPE(items[i])->tp_name);
            return -1;
        }
        c = PyLong_AsLong(items[i]);
        if (c == -1 && PyErr_Occurred())
            return -1;
        k->card[k->n] = c;
        k->ref[k->n] = first + (long)i;
        k->n++;
    }
    return 0;
}

static int add_card(Known *k, PyObject *card, long ref)
{
    long c = PyLong_AsLong(card);
    if (c == -1 && PyErr_Occurred())
        return -1;
    k->card[k->n] = c;
    k->ref[k->n] = ref;
    k->n++;
    return 0;
}

/* The arguments that say where the cards are: the player, then the
   state's hand, chars, stage and leaders (each a pair, one per player). */
enum { K_PLAYER, K_HANDS, K_CHARS, K_STAGES, K_LEADERS, K_COUNT };

static PyObject *side(PyObject *pair, long p, const char *what)
{
    if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
        PyErr_Format(PyExc_TypeError, "_actions_c: %s must be a pair (one per player)", what);
        return NULL;
    }
    return PyTuple_GET_ITEM(pair, p);
}

/* The references of the hand, both fields' Characters and Stages, and the
   Leaders, in the order known_refs makes them. */
static int read_known(Known *k, PyObject *const *a)
{
    PyObject *hand, *mine, *theirs, *my_stage, *their_stage, *my_leader, *their_leader;
    long p = PyLong_AsLong(a[K_PLAYER]), q;
    if (p == -1 && PyErr_Occurred())
        return -1;
    if (p != 0 && p != 1) {
        PyErr_Format(PyExc_ValueError, "_actions_c: no player %ld", p);
        return -1;
    }
    q = 1 - p;
    k->n = 0;
    if ((hand = side(a[K_HANDS], p, "hands")) == NULL
            || (mine = side(a[K_CHARS], p, "chars")) == NULL
            || (theirs = side(a[K_CHARS], q, "chars")) == NULL
            || (my_stage = side(a[K_STAGES], p, "stages")) == NULL
            || (their_stage = side(a[K_STAGES], q, "stages")) == NULL
            || (my_leader = side(a[K_LEADERS], p, "leaders")) == NULL
            || (their_leader = side(a[K_LEADERS], q, "leaders")) == NULL)
        return -1;
    if (add_cards(k, hand, AC.hand_slots, AC.r_hand, "a hand") < 0
            || add_cards(k, mine, AC.char_slots, AC.r_my_chars, "a side's Characters") < 0
            || add_cards(k, theirs, AC.char_slots, AC.r_opp_chars, "a side's Characters") < 0
            || add_cards(k, my_stage, 1, AC.r_my_stage, "a side's Stages") < 0
            || add_cards(k, their_stage, 1, AC.r_opp_stage, "a side's Stages") < 0
            || add_card(k, my_leader, AC.r_my_leader) < 0
            || add_card(k, their_leader, AC.r_opp_leader) < 0)
        return -1;
    return 0;
}

/* The reference of card c, or -1 where it is none of the known cards. */
static inline long known_ref(const Known *k, long c)
{
    for (int i = k->n - 1; i >= 0; i--)
        if (k->card[i] == c)
            return k->ref[i];
    return -1;
}

static PyObject *known_dict(const Known *k)
{
    PyObject *refs = PyDict_New();
    if (refs == NULL)
        return NULL;
    for (int i = 0; i < k->n; i++) {
        PyObject *card = PyLong_FromLong(k->card[i]), *ref;
        if (card == NULL)
            goto bad;
        ref = PyLong_FromLong(k->ref[i]);
        if (ref == NULL || PyDict_SetItem(refs, card, ref) < 0) {
            Py_DECREF(card);
            Py_XDECREF(ref);
            goto bad;
        }
        Py_DECREF(card);
        Py_DECREF(ref);
    }
    return refs;
bad:
    Py_DECREF(refs);
    return NULL;
}

static int check_ready(void)
{
    if (!AC.ready) {
        PyErr_SetString(PyExc_RuntimeError, "_actions_c: configure_ids() was not called");
        return -1;
    }
    return 0;
}

/* known_refs(player, hands, chars, stages, leaders): card -> reference of
   the player's hand and both fields (actions.py: known_refs), a new dict. */
static PyObject *known_refs(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Known k;
    (void)self;
    if (check_ready() < 0)
        return NULL;
    if (n != K_COUNT) {
        PyErr_Format(PyExc_TypeError, "_actions_c.known_refs takes %d arguments (%zd given)",
                     (int)K_COUNT, n);
        return NULL;
    }
    if (read_known(&k, a) < 0)
        return NULL;
    return known_dict(&k);
}

/* The id of one option from the known references, or -1 where Python must
   name it (a card beyond the hand and the fields, an unusual option, or
   one the space cannot name). */
static long fast_id(const Known *k, PyObject *action)
{
    PyObject *code_obj, *card_obj, *target_obj;
    long code, mode, base, card, target, r, t;
    if (!PyTuple_Check(action) || PyTuple_GET_SIZE(action) != 3)
        return -1;
    code_obj = PyDict_GetItemWithError(AC.kinds, PyTuple_GET_ITEM(action, 0));
    if (code_obj == NULL) {
        PyErr_Clear();                  /* an unhashable kind: Python says what is wrong */
        return -1;
    }
    card_obj = PyTuple_GET_ITEM(action, 1);
    target_obj = PyTuple_GET_ITEM(action, 2);
    if (!PyLong_CheckExact(card_obj) || !PyLong_CheckExact(target_obj))
        return -1;
    code = PyLong_AsLong(code_obj);
    card = PyLong_AsLong(card_obj);
    target = PyLong_AsLong(target_obj);
    if (PyErr_Occurred()) {             /* beyond a C long: no card of this game */
        PyErr_Clear();
        return -1;
    }
    mode = code / 65536;
    base = code % 65536;
    if (mode == M_GIVE_DON) {           /* the DON!! is no card: the receiver names it */
        t = known_ref(k, target);
        return t >= 0 ? AC.a_give_don + t : -1;
    }
    if (card < 0) {
        if (mode == M_SINGLE)
            return base;
        if (mode == M_NUMBER)
            return 0 <= target && target < AC.number_slots ? base + target : -1;
        if (mode == M_COST_DON)         /* a DON!! of the cost area: 0 rested, 1 active */
            return base + (target != 0);
        return -1;
    }
    r = known_ref(k, card);
    if (r < 0)
        return -1;
    switch (mode) {
    case M_ATTACK:
        t = known_ref(k, target);
        if (t >= 0 && AC.r_my_leader <= r && r < AC.r_my_chars + AC.char_slots
                && AC.r_opp_leader <= t && t < AC.r_opp_chars + AC.char_slots)
            return AC.a_attack + (r - AC.r_my_leader) * AC.field_slots + t - AC.r_opp_leader;
        return -1;
    case M_PLAY:
        if (target < 0)
            return AC.a_play + r;
        t = known_ref(k, target);       /* CR 3-7-6-1: trash a Character for room */
        if (t >= 0 && r < AC.r_hand + AC.hand_slots && AC.r_my_chars <= t
                && t < AC.r_my_chars + AC.char_slots)
            return AC.a_play_replacing + (r - AC.r_hand) * AC.char_slots + t - AC.r_my_chars;
        return -1;
    case M_ACTIVATE:
        if (0 <= target && target < AC.ability_slots)
            return base + r * AC.ability_slots + target;
        return -1;
    case M_COUNTER:
        t = known_ref(k, target);
        if (t >= 0 && AC.r_hand <= r && r < AC.r_hand + AC.hand_slots && AC.r_my_leader <= t
                && t < AC.r_my_chars + AC.char_slots)
            return AC.a_counter + (r - AC.r_hand) * AC.field_slots + t - AC.r_my_leader;
        return -1;
    case M_CARD:
        return base + r;
    default:
        return -1;
    }
}

enum { L_STATE = K_COUNT, L_OPTIONS, L_REFS, L_COUNT };

/* legal_ids(player, hands, chars, stages, leaders, st, options, refs)
 * {id: option} of the decision's options in order (actions.py: legal_ids,
 * without its one-to-one check).  `refs`: known_refs of this position or
 * None, handed to actions._id_of for the options named in Python (made
 * here, once, where None and one is needed). */
static PyObject *legal_ids(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
    Known k;
    PyObject *out, *options, *refs = NULL;
    (void)self;
    if (check_ready() < 0)
        return NULL;
    if (n != L_COUNT) {
        PyErr_Format(PyExc_TypeError, "_actions_c.legal_ids takes %d arguments (%zd given)",
                     (int)L_COUNT, n);
        return NULL;
    }
    if (a[L_REFS] != Py_None && !PyDict_Check(a[L_REFS])) {
        PyErr_SetString(PyExc_TypeError, "_actions_c.legal_ids: refs must be a dict or None");
        return NULL;
    }
    if (read_known(&k, a) < 0)
        return NULL;
    /* a tuple or list as it is; anything else copied into a list */
    options = PySequence_Fast(a[L_OPTIONS], "_actions_c.legal_ids: options must be a sequence");
    if (options == NULL)
        return NULL;
    if ((out = PyDict_New()) == NULL)
        goto bad;
    /* the size read again at each option: _id_of runs Python code */
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(options); i++) {
        PyObject *action = PySequence_Fast_GET_ITEM(options, i), *key;
        long id = fast_id(&k, action);
        int failed;
        Py_INCREF(action);              /* held across the call of _id_of */
        if (id >= 0) {
            key = PyLong_FromLong(id);
        } else {
            if (refs == NULL) {
                if (a[L_REFS] != Py_None) {
                    refs = a[L_REFS];
                    Py_INCREF(refs);
                } else if ((refs = known_dict(&k)) == NULL) {
                    Py_DECREF(action);
                    goto bad;
                }
            }
            {
                PyObject *args[4] = {a[L_STATE], a[K_PLAYER], action, refs};
                key = PyObject_Vectorcall(AC.id_of, args, 4, NULL);
            }
        }
        failed = key == NULL || PyDict_SetItem(out, key, action) < 0;
        Py_XDECREF(key);
        Py_DECREF(action);
        if (failed)
            goto bad;
    }
    Py_XDECREF(refs);
    Py_DECREF(options);
    return out;
bad:
    Py_XDECREF(refs);
    Py_XDECREF(out);
    Py_DECREF(options);
    return NULL;
}

/* mask_bytes(ids): the action mask as a new bytearray of the space's size,
 * 1 at each of `ids` (an iterable of ints; a negative id counts from the
 * end, and one out of range raises IndexError, as a bytearray's items do).
 * actions.mask_of views it as an int8 array: NumPy's own buffer, written
 * here, would cost more to reach than the whole mask. */
static PyObject *mask_bytes(PyObject *self, PyObject *ids)
{
    PyObject *mask, *it = NULL, *key;
    Py_ssize_t pos = 0, size;
    char *m;
    (void)self;
    if (check_ready() < 0)
        return NULL;
    size = (Py_ssize_t)AC.actions;
    if ((mask = PyByteArray_FromStringAndSize(NULL, size)) == NULL)
        return NULL;
    m = PyByteArray_AS_STRING(mask);
    memset(m, 0, (size_t)size);
    if (!PyDict_CheckExact(ids) && (it = PyObject_GetIter(ids)) == NULL)
        goto bad;
    for (;;) {
        Py_ssize_t i;
        if (it == NULL) {
            PyObject *value;
            if (!PyDict_Next(ids, &pos, &key, &value))
                break;
            Py_INCREF(key);
        } else if ((key = PyIter_Next(it)) == NULL) {
            if (PyErr_Occurred())
                goto bad;
            break;
        }
        if (!PyIndex_Check(key)) {
            PyErr_Format(PyExc_TypeError, "_actions_c.mask_bytes: an action id is an integer, "
                         "not %.100s", Py_TYPE(key)->tp_name);
            Py_DECREF(key);
            goto bad;
        }
        i = PyNumber_AsSsize_t(key, PyExc_IndexError);
        Py_DECREF(key);
        if (i == -1 && PyErr_Occurred())
            goto bad;
        if (i < 0)
            i += size;
        if (i < 0 || i >= size) {
            PyErr_SetString(PyExc_IndexError, "_actions_c.mask_bytes: action id out of range");
            goto bad;
        }
        m[i] = 1;
    }
    Py_XDECREF(it);
    return mask;
bad:
    Py_XDECREF(it);
    Py_DECREF(mask);
    return NULL;
}

static PyMethodDef methods[] = {
    {"configure_ids", configure_ids, METH_VARARGS,
     "configure_ids(layout, kinds, id_of): the layout of the fixed action space"},
    {"known_refs", (PyCFunction)(void (*)(void))known_refs, METH_FASTCALL,
     "known_refs(player, hands, chars, stages, leaders): card -> reference"},
    {"legal_ids", (PyCFunction)(void (*)(void))legal_ids, METH_FASTCALL,
     "legal_ids(player, hands, chars, stages, leaders, st, options, refs): {id: option}"},
    {"mask_bytes", mask_bytes, METH_O,
     "mask_bytes(ids): the action mask as a bytearray, 1 at each id"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "optcg.rl._actions_c",
    "The fixed action ids and the action mask in C (optional; see actions.py).",
    -1, methods, NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__actions_c(void)
{
    return PyModule_Create(&module);
}
