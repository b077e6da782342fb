import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** What a table is about, for the name of its scrolling region: its caption, else its headers. */
function tableName(table: HTMLTableElement): string {
  const headers = Array.from(table.rows[0]?.cells ?? [], (cell) => cell.textContent?.trim())
    .filter(Boolean)
    .join(', ');
  const name = table.caption?.textContent?.trim() || headers;
  return name ? `Table: ${name}` : 'Table';
}

/**
 * A Markdown table too wide for the column scrolls in a labelled region the keyboard can reach;
 * one that fits is no tab stop (without JavaScript, every table is one).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({scrolls: true, name: 'Table'});
  useEffect(() => {
    const box = boxRef.current;
    const table = box?.querySelector('table');
    if (!box || !table) return undefined;
    const measure = (): void => {
      const scrolls = box.scrollWidth > box.clientWidth;
      const name = tableName(table);
      setOverflow((current) =>
        current.scrolls === scrolls && current.name === name ? current : {scrolls, name},
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={boxRef}
      className={styles.box}
      {...(overflow.scrolls ? {role: 'region', 'aria-label': overflow.name, tabIndex: 0} : {})}>
      <table {...props} />
    </div>
  );
}
