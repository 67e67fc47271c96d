// A grid of tiles at integer coordinates that grows as tiles are laid (the kit's tile grid):
// each tile drawn like the printed tile (art.js), the free positions lit for the next tile.
//
//   const grid = new TileGrid({tiles, free, onPlace, disabled, game, label});
//   parent.append(grid.el); grid.update({tiles, free});
//
// - tiles: [{x, y, tile, label?}]: `tile` a tile id of `game` ("tile-rojo-agua"), y upwards.
// - free: [{x, y, label?}]: positions where a tile may go now, lit; a tap calls
//   onPlace({x, y, label}).
// - game: whose tiles ("neurodrez"). disabled: nothing lit can be tapped.
// The grid spans the tiles and free positions; each square is at least 44 CSS px, at most
// 72; a grid wider than the screen scrolls sideways. Squares are named "x,y".

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { useWidgetStyles } from "./art.js";
import { SquareGrid } from "./grid.js";

const key = (x, y) => `${x},${y}`;

export class TileGrid {
  constructor(options = {}) {
    useWidgetStyles();
    this.options = { tiles: [], free: [], game: "neurodrez", label: t("Tiles"), onPlace: () => {} };
    Object.assign(this.options, options);
    this.el = h("div", { class: "w-tiles" });
    this.grid = new SquareGrid([], 1, 1, {});
    this.el.append(this.grid.el);
    this.update();
  }

  /** Change any option (same keys as the constructor). */
  update(changes = {}) {
    Object.assign(this.options, changes);
    const { tiles, free, game, label, disabled, onPlace } = this.options;
    const spots = [...tiles, ...free];
    const xs = spots.map((s) => s.x);
    const ys = spots.map((s) => s.y);
    const [x0, x1] = spots.length ? [Math.min(...xs), Math.max(...xs)] : [0, 0];
    const [y0, y1] = spots.length ? [Math.min(...ys), Math.max(...ys)] : [0, 0];
    const cells = spots.map((s) => ({ name: key(s.x, s.y), col: s.x - x0, row: y1 - s.y,
      dark: (s.x + s.y) % 2 === 0 }));
    this.grid.layout(cells, x1 - x0 + 1, y1 - y0 + 1);
    const pieces = Object.fromEntries(tiles.map((s) => [key(s.x, s.y),
      { tile: s.tile, label: s.label }]));
    const lit = Object.fromEntries(free.map((s) => [key(s.x, s.y), s.label || true]));
    this.grid.update({ pieces, lit, game, label, disabled, onMove: ({ to, label: text }) => {
      const [x, y] = to.split(",").map(Number);
      onPlace({ x, y, label: text });
    } });
  }
}
