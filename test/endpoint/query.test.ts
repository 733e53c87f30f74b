import { describe, expect, it } from 'vitest';
import { parseZip } from '../../src/core/options.js';
import {
  cacheKey,
  errorAnswers,
  MASK,
  maskKeyInSearch,
  readWeatherQuery,
  WEATHER_HEADER_NAMES,
  weatherHeaders,
} from '../../src/service/index.js';

describe('X-Cache-Key', () => {
  it('sorts the parameters by name and keeps them as sent', () => {
    expect(cacheKey('?zip=94040,us&units=imperial&lang=de&mode=json')).toBe(
      '/data/2.5/weather?lang=de&mode=json&units=imperial&zip=94040,us',
    );
    expect(cacheKey('q=new%20york&cnt=2')).toBe('/data/2.5/weather?cnt=2&q=new%20york');
  });

  it('leaves the credential out, in lower and upper case, also when percent-encoded', () => {
    expect(cacheKey('zip=94040&appid=secret&units=metric')).toBe('/data/2.5/weather?units=metric&zip=94040');
    expect(cacheKey('APPID=secret&zip=94040')).toBe('/data/2.5/weather?zip=94040');
    expect(cacheKey('%61ppid=secret&zip=94040')).toBe('/data/2.5/weather?zip=94040');
  });

  it('keeps the order of repeated parameters and sorts by code unit (upper case first)', () => {
    expect(cacheKey('zip=2&b=1&zip=1&B=0')).toBe('/data/2.5/weather?B=0&b=1&zip=2&zip=1');
  });

  it("keeps a name's own leading ? when it decodes the name (fast-check seed 1553303662)", () => {
    // `?%C2%A0` is the name `?\u00a0`, before `units`; URLSearchParams alone would strip the `?`.
    expect(cacheKey('?units=&?%C2%A0')).toBe('/data/2.5/weather??%C2%A0&units=');
    expect(cacheKey('??%61ppid=secret&zip=1')).toBe('/data/2.5/weather??%61ppid=secret&zip=1');
  });

  it('is the bare path and ? for an empty query, and skips empty segments', () => {
    expect(cacheKey('')).toBe('/data/2.5/weather?');
    expect(cacheKey('?')).toBe('/data/2.5/weather?');
    expect(cacheKey('&&zip=1&')).toBe('/data/2.5/weather?zip=1');
  });
});

describe('readWeatherQuery and a second ?', () => {
  it('reads a second leading ? as part of the first name, as new URL(url).searchParams does', () => {
    const url = new URL('https://api.openweathermap.org/data/2.5/weather??appid=k&zip=94040');
    const query = readWeatherQuery(url.search);
    expect(query.key).toBeUndefined();
    expect(query.get('?appid')).toBe(url.searchParams.get('?appid'));
    expect(query.params).toEqual(Object.fromEntries(url.searchParams));
  });
});

describe('weatherHeaders', () => {
  it('lists the service headers in its order', () => {
    const headers = weatherHeaders('?zip=94040&appid=k');
    expect(headers.map(([name]) => name)).toEqual([...WEATHER_HEADER_NAMES]);
    expect(headers).toEqual([
      ['Server', 'openresty'],
      ['Content-Type', 'application/json; charset=utf-8'],
      ['X-Cache-Key', '/data/2.5/weather?zip=94040'],
      ['Access-Control-Allow-Origin', '*'],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Access-Control-Allow-Methods', 'GET, POST'],
    ]);
  });
});

describe('readWeatherQuery', () => {
  it('takes the first value of a repeated parameter', () => {
    const query = readWeatherQuery('?zip=1&zip=2&units=metric&units=imperial&appid=a&appid=b');
    expect(query).toMatchObject({ zip: '1', units: 'metric', unitsParam: 'metric', key: 'a' });
  });

  it('reads appid before APPID, whatever their order', () => {
    expect(readWeatherQuery('APPID=upper&appid=lower').key).toBe('lower');
    expect(readWeatherQuery('APPID=upper').key).toBe('upper');
    expect(readWeatherQuery('AppId=mixed').key).toBeUndefined();
    // An empty value counts as absent (issue 19): no key, and an empty appid leaves APPID its turn.
    expect(readWeatherQuery('appid=').key).toBeUndefined();
    expect(readWeatherQuery('appid=&APPID=upper').key).toBe('upper');
    expect(readWeatherQuery('appid=&appid=second').key).toBe('second');
  });

  it('maps units exactly: absent, unknown and wrongly cased values are standard', () => {
    expect(readWeatherQuery('').units).toBe('standard');
    expect(readWeatherQuery('units=standard').units).toBe('standard');
    expect(readWeatherQuery('units=metric').units).toBe('metric');
    expect(readWeatherQuery('units=imperial').units).toBe('imperial');
    expect(readWeatherQuery('units=kelvin').units).toBe('standard');
    expect(readWeatherQuery('units=Metric').units).toBe('standard');
  });

  it('decodes values and masks the key in the parsed parameters', () => {
    const query = readWeatherQuery('zip=94040%2Cus&lang=pt_br&APPID=s3cret&appid=');
    expect(query.zip).toBe('94040,us');
    expect(query.params).toEqual({ zip: '94040,us', lang: 'pt_br', APPID: MASK, appid: '' });
  });
});

describe('parseZip', () => {
  it('reads code and country, the country case-insensitive and US by default', () => {
    expect(parseZip('94040')).toEqual({ code: '94040', country: 'US', key: '94040,US' });
    expect(parseZip(' 94040 , us ')).toEqual({ code: '94040', country: 'US', key: '94040,US' });
    expect(parseZip('sw1a 1aa,gb')).toEqual({ code: 'sw1a 1aa', country: 'GB', key: 'SW1A 1AA,GB' });
    expect(parseZip('94040,')).toMatchObject({ country: 'US' });
  });

  it('has no location without a postal code', () => {
    expect(parseZip('')).toBeUndefined();
    expect(parseZip('   ')).toBeUndefined();
    expect(parseZip(',us')).toBeUndefined();
  });
});

describe('maskKeyInSearch', () => {
  it('replaces non-empty keys and keeps everything else byte for byte', () => {
    expect(maskKeyInSearch('?zip=94040%2Cus&appid=abc&APPID=def&appid=')).toBe(
      'zip=94040%2Cus&appid=***&APPID=***&appid=',
    );
    expect(maskKeyInSearch('zip=1&%61ppid=abc')).toBe('zip=1&%61ppid=***');
    expect(maskKeyInSearch('zip=1')).toBe('zip=1');
  });
});

describe('errorAnswers', () => {
  it('are byte for byte the service bodies', () => {
    expect(errorAnswers.unauthorized).toEqual({
      status: 401,
      body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
    });
    expect(errorAnswers.nothingToGeocode).toEqual({
      status: 400,
      body: '{"cod":"400","message":"Nothing to geocode"}',
    });
    expect(errorAnswers.notFound).toEqual({ status: 404, body: '{"cod":"404","message":"city not found"}' });
    expect(errorAnswers.rateLimited).toEqual({
      status: 429,
      body: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
    });
    expect(errorAnswers.serverError).toEqual({
      status: 500,
      body: '{"cod":"500","message":"Internal error: 500001"}',
    });
  });
});

describe('reading a query in one pass', () => {
  // Queries built from a few names and values (deterministic), read against URLSearchParams.
  const names = [
    'appid',
    'APPID',
    'zip',
    'units',
    'lat',
    'lon',
    'q',
    'id',
    'limit',
    'cnt',
    'Zip',
    'la',
    'lats',
    '',
  ];
  const values = ['', '1', '94040,us', 'metric', '-12.5', 'a=b', 'x%2Cy', 'New+York', 'Köln'];
  const queries: string[] = ['', '?', '??zip=1', '&&', 'zip', 'zip=&zip=2', '&appid=k&', '=v&appid=k'];
  let state = 7;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  for (let i = 0; i < 400; i++) {
    const parts: string[] = [];
    const count = 1 + next(5);
    for (let j = 0; j < count; j++) {
      const name = names[next(names.length)] as string;
      parts.push(next(6) === 0 ? name : `${name}=${values[next(values.length)]}`);
    }
    queries.push(parts.join(next(8) === 0 ? '&&' : '&'));
  }

  const firstNonEmpty = (params: URLSearchParams, name: string) =>
    params.getAll(name).find((value) => value !== '');

  it('reads every parameter as URLSearchParams does: the first non-empty value', () => {
    for (const search of queries) {
      const raw = search.startsWith('?') ? search.slice(1) : search;
      // As `new URL(url).searchParams` reads `url.search`: a second leading `?` is a name's own.
      const params = new URL(`https://api.openweathermap.org/data/2.5/weather?${raw}`).searchParams;
      const query = readWeatherQuery(search);
      const units = firstNonEmpty(params, 'units');
      // `get` is checked below, name by name.
      const { get: _get, ...fields } = query;
      expect({ ...fields, params: query.params, maskedSearch: query.maskedSearch }).toEqual({
        search: raw,
        key: firstNonEmpty(params, 'appid') ?? firstNonEmpty(params, 'APPID'),
        zip: firstNonEmpty(params, 'zip'),
        lat: firstNonEmpty(params, 'lat'),
        lon: firstNonEmpty(params, 'lon'),
        q: firstNonEmpty(params, 'q'),
        id: firstNonEmpty(params, 'id'),
        limit: firstNonEmpty(params, 'limit'),
        unitsParam: units,
        units: units === 'metric' || units === 'imperial' ? units : 'standard',
        params: Object.fromEntries(
          [...params.keys()].map((name) => {
            const value = params.get(name) as string;
            return [name, (name === 'appid' || name === 'APPID') && value !== '' ? MASK : value];
          }),
        ),
        maskedSearch: maskKeyInSearch(raw),
      });
      for (const name of ['cnt', 'zip', 'la', 'Zip', 'nothing']) {
        expect(query.get(name)).toBe(firstNonEmpty(params, name));
      }
    }
  });

  it('sorts X-Cache-Key by the decoded name, keeping each parameter as sent', () => {
    for (const search of queries) {
      const raw = search.startsWith('?') ? search.slice(1) : search;
      const kept = raw
        .split('&')
        .filter((segment) => segment !== '')
        .map((segment) => {
          const eq = segment.indexOf('=');
          const name = [...new URLSearchParams(`${eq === -1 ? segment : segment.slice(0, eq)}=`).keys()][0];
          return { name: name as string, segment };
        })
        .filter(({ name }) => name !== 'appid' && name !== 'APPID')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      expect(cacheKey(search, '/geo/1.0/zip')).toBe(`/geo/1.0/zip?${kept.map((p) => p.segment).join('&')}`);
    }
  });
});
