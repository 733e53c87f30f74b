// The grid search of the nearest cities (internal) gives what an exhaustive search gives: the k
// nearest within the radius, nearest first, at points near cities on every continent, at sea, near the
// poles and across the date line. The place data is the build's (dist/data).
import { describe, expect, it } from 'vitest';
import { loadCityData } from '../../src/places/place-data.js';

const data = loadCityData()!;
const RAD = Math.PI / 180;
const km = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const h =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(Math.min(1, h)));
};

// Every city once, from the grid itself over the whole sphere (20,000 km covers it).
const everyCity = data.nearest(0, 0, data.count, 20_100);

const lats = Float64Array.from(everyCity, (city) => city.lat);
const lons = Float64Array.from(everyCity, (city) => city.lon);

/** The exhaustive answer: the distances of the k nearest cities within maxKm. */
function exhaustive(lat: number, lon: number, k: number, maxKm: number) {
  const found: number[] = [];
  for (let i = 0; i < lats.length; i += 1) {
    // Cheap rejection first: a degree of latitude is 111 km everywhere.
    if (Math.abs((lats[i] as number) - lat) * 111 > maxKm + 1) continue;
    const d = km(lat, lon, lats[i] as number, lons[i] as number);
    if (d <= maxKm) found.push(d);
  }
  return found
    .sort((a, b) => a - b)
    .slice(0, k)
    .map((d) => d.toFixed(6));
}

describe('the nearest cities', () => {
  it('the grid holds every city once', () => {
    expect(everyCity).toHaveLength(data.count);
    expect(new Set(everyCity.map((city) => city.id)).size).toBe(data.count);
  });

  it('are those an exhaustive search finds', () => {
    const points: [number, number][] = [
      [51.5, -0.12],
      [48.85, 2.35],
      [35.68, 139.69],
      [-33.87, 151.21],
      [-23.55, -46.63],
      [6.45, 3.39],
      [40.71, -74.0],
      [64.14, -21.94],
      [78.22, 15.65],
      [89.9, 0],
      [-89.9, 0],
      [0, -140],
      [-13.83, -171.77],
      [-16.8, 179.99],
      [-16.8, -179.99],
      [65.0, -179.5],
    ];
    // And points a little off 60 cities spread through the data.
    for (let i = 0; i < 40; i += 1) {
      const city = everyCity[(i * 2357) % everyCity.length]!;
      points.push([
        Math.max(-89.9, Math.min(89.9, city.lat + ((i % 7) - 3) * 0.11)),
        ((city.lon + ((i % 5) - 2) * 0.13 + 540) % 360) - 180,
      ]);
    }
    for (const [lat, lon] of points) {
      // Distances compared: cities at the very same point tie, and either is right.
      const found = data.nearest(lat, lon, 3, 100).map((city) => km(lat, lon, city.lat, city.lon).toFixed(6));
      expect(found, `${lat},${lon}`).toEqual(exhaustive(lat, lon, 3, 100));
    }
  });
});
