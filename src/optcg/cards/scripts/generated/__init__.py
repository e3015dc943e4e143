"""Generated scripts, one module per set (scripts/compile_cards.py)."""

MODULES = ('eb01', 'eb02', 'eb03', 'eb04', 'op01', 'op02', 'op03', 'op04', 'op05', 'op06', 'op07', 'op08', 'op09', 'op10', 'op11', 'op12', 'op13', 'op14', 'op15', 'op16', 'op17', 'p', 'prb01', 'prb02', 'st01', 'st02', 'st03', 'st04', 'st05', 'st06', 'st07', 'st08', 'st09', 'st10', 'st11', 'st12', 'st13', 'st14', 'st15', 'st16', 'st17', 'st18', 'st19', 'st20', 'st21', 'st22', 'st23', 'st24', 'st25', 'st26', 'st27', 'st28', 'st29', 'st30', 'st31', 'st32', 'st33', 'st34', 'st35', 'st36')
