import { GROUP_SIZE_SAID } from '@app/shared/group-size';
import type { Itinerary } from '@app/shared/itinerary';
import type { UnmetConstraint } from '@app/shared/weekend-discovery';

/**
 * What the answer's own sentences say could not be met, by the constraint
 * each is about. The sentences are the search summary's and the pools'
 * (search-summary.ts, listing-features.ts, pool-constraints.ts), so their
 * words are known.
 */
const CONSTRAINTS: readonly {
  about: RegExp;
  constraint: (m: RegExpExecArray) => string;
}[] = [
  // Search's sentence of a large group (group-size.ts).
  { about: GROUP_SIZE_SAID, constraint: (m) => `Group of ${m[1]}` },
  { about: /inside ([^;.]+)[;.]/, constraint: (m) => `In ${m[1]}` },
  { about: /outdoor seating|patio/i, constraint: () => 'Patio' },
  { about: /dogs/i, constraint: () => 'Dog friendly' },
  { about: /wheelchair/i, constraint: () => 'Wheelchair access' },
  { about: /be easy|how hard/i, constraint: () => 'Easy' },
  { about: /free day/i, constraint: () => 'Free day' },
  { about: /free|may charge/i, constraint: () => 'Free' },
  { about: /price/i, constraint: () => 'Price' },
  {
    about:
      /^No (?:\S+ )*?(?:events|shows|games|concerts)\b[^;]* listed ([^;.]+)/i,
    constraint: (m) => `Events ${m[1]}`,
  },
];

/** A pool's note opens with what it is about: 'Places to eat: ...'. */
const POOL = /^(Places to eat|Indoor stand-ins): /;

/** The sentences of a note, which may join several ('... 32.4 miles of it. Only 2 of ...'). */
const sentences = (note: string) =>
  note
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

function readNote(note: string): UnmetConstraint[] {
  const pool = POOL.exec(note)?.[1];
  return sentences(note.replace(POOL, '')).flatMap((sentence) => {
    for (const { about, constraint } of CONSTRAINTS) {
      const m = about.exec(sentence);
      if (!m) continue;
      return [
        {
          constraint: constraint(m),
          alternative: pool ? `${pool}: ${sentence}` : sentence,
        },
      ];
    }
    return [];
  });
}

/**
 * The constraints of the question that some planned day could not meet,
 * each with what was used instead, once however many days say it. The
 * typical-weather and left-out-stage notes are no unmet constraint.
 */
export function unmetConstraints(
  days: readonly Itinerary[],
): UnmetConstraint[] {
  const seen = new Set<string>();
  return days
    .flatMap((d) => d.notes ?? [])
    .flatMap(readNote)
    .filter((u) => {
      const key = `${u.constraint}|${u.alternative}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
