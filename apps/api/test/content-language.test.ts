import { agents, cities, cityDetails, neighborhoods } from '@pcr/content';
import { apiContract, ValidationErrorBodySchema, type Agent, type CityDetail, type CitySummary, type Neighborhood } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid, startApp, type RunningApp } from './helpers.js';

/** The content endpoints' texts in the page's language (decision 0035): `?lang=es`, over real HTTP. */
let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const getJson = async (path: string) => {
  const res = await fetch(app.baseUrl + path);
  return { status: res.status, body: (await res.json()) as unknown, res };
};

/** Every string of a value with its path ("faqs.0.answer"), to compare two languages field by field. */
function strings(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') found.set(at, v);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${at}.${i}`));
    else if (v && typeof v === 'object') for (const [key, item] of Object.entries(v)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(value, path);
  return found;
}

/** Whatever is not text (numbers, dates, slugs, images) is the same in both languages. */
function withoutText(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(withoutText);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutText(item)]));
  return value;
}

describe('GET the content in Spanish (?lang=es)', () => {
  it('answers the neighborhoods with Spanish texts and the same numbers, names and slugs', async () => {
    const { status, body, res } = await getJson('/api/neighborhoods?lang=es');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const spanish = expectValid(apiContract.getNeighborhoods.responses[200], body) as Neighborhood[];
    const newport = spanish.find((n) => n.slug === 'newport-beach')!;
    expect(newport.description).toMatch(/^Newport Beach rodea uno de los puertos de embarcaciones pequeñas más grandes de la Costa Oeste\./);
    expect(newport.name).toBe('Newport Beach');
    expect(newport.medianSalePrice).toBe(3_450_000);
    expect(withoutText(spanish)).toEqual(withoutText(neighborhoods));
    spanish.forEach((hood, i) => {
      const english = neighborhoods[i]!;
      expect(hood.slug).toBe(english.slug);
      // Every prose text is translated; names, slugs, images and dates stay.
      for (const field of ['description', 'propertyTypes', 'housing', 'lifestyle', 'transportation'] as const) expect(hood[field]).not.toEqual(english[field]);
      expect({ ...hood, description: '', propertyTypes: [], housing: [], lifestyle: [], education: [], transportation: [] }).toEqual({
        ...english,
        description: '',
        propertyTypes: [],
        housing: [],
        lifestyle: [],
        education: [],
        transportation: [],
      });
    });
  });

  it('answers one neighborhood in Spanish by id or by slug', async () => {
    const bySlug = await getJson('/api/neighborhoods/irvine?lang=es');
    const byId = await getJson(`/api/neighborhoods/${neighborhoods.find((n) => n.slug === 'irvine')!.id}?lang=es`);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    const all = (await getJson('/api/neighborhoods?lang=es')).body as Neighborhood[];
    expect(bySlug.body).toEqual(all.find((n) => n.slug === 'irvine'));
  });

  it('answers the agents with Spanish titles and bios, their names and contacts unchanged', async () => {
    const { status, body } = await getJson('/api/agents?lang=es');
    expect(status).toBe(200);
    const spanish = expectValid(apiContract.getAgents.responses[200], body) as Agent[];
    expect(spanish[0]).toMatchObject({ name: 'Margaret Ellison', title: 'Fundadora y corredora principal', email: 'margaret@pacificcrestrealty.example' });
    expect(spanish[0]!.bio).toMatch(/^Margaret fundó Pacific Crest Realty en 2008/);
    spanish.forEach((agent, i) => {
      expect(agent.bio).not.toBe(agents[i]!.bio);
      expect({ ...agent, title: '', bio: '' }).toEqual({ ...agents[i], title: '', bio: '' });
    });
  });

  it('answers the city guides in Spanish, every text translated but the names of places', async () => {
    const list = await getJson('/api/cities?lang=es');
    expect(list.status).toBe(200);
    const summaries = expectValid(apiContract.getCities.responses[200], list.body) as CitySummary[];
    expect(summaries.map((c) => c.slug)).toEqual(cities.map((c) => c.slug));
    expect(summaries.find((c) => c.slug === 'irvine')!.description).toBe(
      'Comunidades planificadas, escuelas de primer nivel y millas de senderos entre áreas verdes en el corazón del Condado de Orange.',
    );
    for (const english of cityDetails) {
      const { status, body } = await getJson(`/api/cities/${english.slug}?lang=es`);
      expect(status).toBe(200);
      const spanish = expectValid(apiContract.getCity.responses[200], body) as CityDetail;
      expect(spanish.lang).toBeUndefined();
      expect(withoutText(spanish)).toEqual(withoutText(english));
      const englishTexts = strings(english);
      // Prose fields differ from the English; only names (of the city, places, schools, areas) may stay.
      const unchanged = [...strings(spanish)].filter(([at, text]) => englishTexts.get(at) === text).map(([at]) => at);
      expect(unchanged.filter((at) => !/(^name$|^slug$|^imageUrl$|\.name$|\.title$|\.imageUrl$|\.slug$|^topNeighborhoods\.)/.test(at)), english.slug).toEqual([]);
    }
  });

  it('answers English without lang, and with lang=en, as before', async () => {
    expect((await getJson('/api/neighborhoods')).body).toEqual(neighborhoods);
    expect((await getJson('/api/neighborhoods?lang=en')).body).toEqual(neighborhoods);
    expect((await getJson('/api/agents?lang=en')).body).toEqual(agents);
    expect((await getJson('/api/cities/irvine')).body).toEqual(cityDetails.find((c) => c.slug === 'irvine'));
  });

  it('reads no other parameter as the language: an unknown one is ignored (English)', async () => {
    expect((await getJson('/api/cities/irvine?lang[]=es')).body).toEqual(cityDetails.find((c) => c.slug === 'irvine'));
  });

  it.each(['/api/neighborhoods?lang=fr', '/api/neighborhoods/irvine?lang=ES', '/api/agents?lang=', '/api/cities?lang=es&lang=en', '/api/cities/irvine?lang=es&lang=es'])(
    'answers 400 with the parameter named for %s',
    async (path) => {
      const { status, body } = await getJson(path);
      expect(status).toBe(400);
      expect(expectValid(ValidationErrorBodySchema, body)).toEqual({ message: 'The query string is invalid.', issues: [{ path: 'lang', message: 'Use lang=en or lang=es.' }] });
    },
  );
});
