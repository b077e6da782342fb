/** The site search's engine (src/search/), run in Node on a build's index as the browser runs it. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {sourceModule} from '../shared/sourceModule.mjs';

/** The engine's module, with `searchSite` and `indexReader`. */
export const loadEngine = () => sourceModule('src/search/engine.ts');

/** A place answers a question when it is one of its places, or on a page named without anchor. */
export const answers = (place, question) =>
  question.answers.some((answer) =>
    answer.includes('#') ? place === answer : place.replace(/#.*$/, '') === answer,
  );

/**
 * Where a build's search lands per question: `places`, `none`, what it `said`, whether its `first`
 * place answers and is `right` (confident; unanswered: no direct answer), its `evidence`, and the
 * query's terms it does not hold (`missing`). `answered`, by address and term, stands in for the
 * build's answered.json, as the fit gives each part what the other parts' questions teach.
 */
export async function landings(engine, buildDir, questions, limit, answered = null) {
  const reader = engine.indexReader(async (path) =>
    JSON.parse(readFileSync(join(buildDir, 'search-index', path), 'utf8')),
  );
  if (answered) {
    const index = await reader.index();
    const byTerm = new Map();
    const answeredKnown = [];
    index.places.forEach(([page, anchor], place) => {
      const terms = answered[`${index.pages[page][0]}${anchor}`];
      if (terms) answeredKnown.push(place);
      for (const [term, value] of Object.entries(terms ?? {})) {
        byTerm.set(term, [...(byTerm.get(term) ?? []), [place, value]]);
      }
    });
    reader.index = async () => ({...index, answeredKnown});
    reader.answered = async (term) => byTerm.get(term) ?? [];
  }
  const found = [];
  for (const question of questions) {
    const {places, confident, evidence, missing} = await engine.searchSite(question.query, {
      reader,
      limit,
    });
    const first = places[0] !== undefined && answers(places[0].url, question);
    const right = question.answers.length === 0 ? !confident : confident && first;
    const said = `${confident ? '' : '(no direct answer) '}${places[0]?.url ?? 'nothing'}`;
    const urls = places.map(({url}) => url);
    found.push({question, places: urls, none: !confident, said, first, right, evidence, missing});
  }
  return found;
}
