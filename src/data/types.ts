/** Shapes shared by the home page's content modules. */

/** An internal route of the site, written with a leading slash (checked by the data tests). */
export type InternalPath = `/${string}`;

/** A titled piece of copy: the detail items of a card, the steps of a list. */
export interface Item {
  title: string;
  description: string;
}

/** An item of a list a component keys by `id`. */
export interface KeyedItem extends Item {
  id: string;
}

/** An item of a list a component keys by `id`, shown by its name: a context layer, a hub module. */
export interface NamedItem {
  id: string;
  name: string;
  /** One sentence on what it is. */
  description: string;
}

/** A claimed figure: the figure, shown large ("50%+"), and what it measures, shown under it. */
export interface Figure {
  id: string;
  value: string;
  label: string;
}
