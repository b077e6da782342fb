import {useId, type ReactNode} from 'react';
import {compressionModes, compressionTable} from '@site/src/data/compression';
import styles from './styles.module.css';

/** The three compression modes side by side, as a real table with a caption and headers. */
export default function CompressionModes(): ReactNode {
  const captionId = useId();
  const {columns} = compressionTable;
  return (
    // A named, focusable region, so keyboard users can scroll it when it overflows (WCAG 2.1.1).
    <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {compressionTable.caption}
        </caption>
        <colgroup>
          {Object.keys(columns).map((column) => (
            <col key={column} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compressionModes.map((mode) => (
            <tr key={mode.id}>
              <th scope="row">{mode.name}</th>
              <td>
                {mode.size}
                {/* The bar repeats the text above as a picture of what remains. */}
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.fill}
                    style={{transform: `scaleX(${mode.remainingPercent / 100})`}}
                  />
                </span>
              </td>
              <td>{mode.keeps}</td>
              <td>{mode.bestFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
