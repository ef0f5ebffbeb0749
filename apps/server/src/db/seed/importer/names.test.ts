import { describe, expect, it } from 'vitest';

import { placeLicence } from './liquor-rules';
import { cleanBusinessName, formatPhone, nameKey, properCase } from './names';

describe('properCase', () => {
  it('title-cases register names and keeps small words, possessives and acronyms', () => {
    expect(properCase('THE GINN MILL')).toBe('The Ginn Mill');
    expect(properCase("TOOEY'S OFF COLFAX")).toBe("Tooey's Off Colfax");
    expect(properCase('YAZOO BBQ COMPANY')).toBe('Yazoo BBQ Company');
    expect(properCase("O'BRIEN'S PUB")).toBe("O'Brien's Pub");
    expect(properCase('MCDONALD ROAD HOUSE')).toBe('McDonald Road House');
    expect(properCase('BROTHERS BBQ VIII')).toBe('Brothers BBQ VIII');
    expect(properCase('CAFE AT 16TH ST')).toBe('Cafe at 16th St');
    expect(properCase('AMF MONACO LANES')).toBe('AMF Monaco Lanes');
  });
});

describe('cleanBusinessName', () => {
  it('drops company suffixes from trade names', () => {
    expect(cleanBusinessName('KASSAI SUSHI INC')).toBe('Kassai Sushi');
    expect(cleanBusinessName("TRINA'S PLACE, LLC")).toBe("Trina's Place");
    expect(cleanBusinessName('SPATOLA RISTORANTE ITALIANO INC.')).toBe(
      'Spatola Ristorante Italiano',
    );
  });

  it('drops names that are only a company', () => {
    expect(cleanBusinessName('HKB, LLC')).toBeNull();
    expect(cleanBusinessName('EPICUREAN SPORTS ENTERPRISES LLC')).toBeNull();
    expect(cleanBusinessName('LARIMER SQUARE PARKING LLC')).toBeNull();
    expect(cleanBusinessName('  ')).toBeNull();
    expect(cleanBusinessName('NA')).toBeNull();
  });

  it('keeps the first of combined names and the venue after @', () => {
    expect(cleanBusinessName("ATOMIC COWBOY/DEN BISC CO/FAT SULLY'S")).toBe(
      'Atomic Cowboy',
    );
    expect(cleanBusinessName('BCG @ FILLMORE AUDITORIUM')).toBe(
      'Fillmore Auditorium',
    );
  });
});

describe('names people know', () => {
  it('drops store numbers and names chains as they name themselves', () => {
    expect(cleanBusinessName('CHIPOTLE MEXICAN GRILL #2')).toBe(
      'Chipotle Mexican Grill',
    );
    expect(cleanBusinessName('CHIPOTLE MEXICAN GRILLE #1430')).toBe(
      'Chipotle Mexican Grill',
    );
    expect(cleanBusinessName('QDOBA MEXICAN GRILL 2909')).toBe(
      'Qdoba Mexican Eats',
    );
    expect(cleanBusinessName('THE OLIVE GARDEN ITALIAN RESTAURANT #1727')).toBe(
      'Olive Garden',
    );
    expect(cleanBusinessName('DAE GEE #3')).toBe('Dae Gee');
    // A number that is part of the name stays.
    expect(cleanBusinessName('PENN 102')).toBe('Penn 102');
    expect(cleanBusinessName('PUBLIC SCHOOL 303')).toBe('Public School 303');
    // The register files some names article last.
    expect(cleanBusinessName('OLD SPAGHETTI FACTORY THE')).toBe(
      'The Old Spaghetti Factory',
    );
  });

  it("lists a hotel's restaurant under its trade name only", () => {
    expect(cleanBusinessName('HOTEL MONACO / PANZANO RESTAURANT')).toBe(
      'Panzano Restaurant',
    );
    expect(cleanBusinessName('THE INN AT CHERRY CREEK/WEBER BAR & GRILL')).toBe(
      'Weber Bar & Grill',
    );
    expect(cleanBusinessName('DRURY INN & SUITES - DENVER/STAPLETON')).toBe(
      'Drury Inn & Suites - Denver',
    );
    expect(placeLicence('LIQUOR - TAVERN', 'Drury Inn & Suites - Denver')).toBe(
      undefined,
    );
    expect(
      placeLicence('LIQUOR - HOTEL AND RESTAURANT', 'The Ritz-Carlton Denver'),
    ).toBe(undefined);
    expect(
      placeLicence('LIQUOR - HOTEL AND RESTAURANT', 'Panzano Restaurant'),
    ).toMatchObject({ category: 'food' });
  });
});

describe('nameKey and formatPhone', () => {
  it('matches one brewery across sources', () => {
    expect(nameKey('Wynkoop Brewing Co')).toBe(
      nameKey('WYNKOOP BREWING COMPANY'),
    );
    expect(nameKey('The Ginn Mill')).toBe(nameKey('Ginn Mill'));
    expect(nameKey('Ogden Theatre')).not.toBe(nameKey('Ogden Street South'));
  });

  it('formats 10-digit US numbers', () => {
    expect(formatPhone('7205738992')).toBe('(720) 573-8992');
    expect(formatPhone('17205738992')).toBe('(720) 573-8992');
    expect(formatPhone(null)).toBeNull();
  });
});
