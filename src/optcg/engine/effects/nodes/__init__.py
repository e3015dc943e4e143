"""The nodes of the effect language, one module per concept (compiled with
mypyc: they are on the hot path).  `optcg.engine.effects.language` is their
namespace."""
