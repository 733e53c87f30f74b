// The handlers benchmark's mix of places and unit systems, shared by the benchmarks that send
// weather requests through the handlers (lang, variants).
export const WEATHER_QUERIES = [
  'zip=94040,us&units=imperial&appid=k',
  'zip=10001&units=metric&appid=k',
  'zip=10115,de&appid=k',
  'zip=2000,au&units=metric&appid=k',
  'zip=60601,us&units=imperial&appid=k',
  'zip=75001,fr&units=metric&appid=k',
  'zip=98101&appid=k',
  'zip=33101,us&units=imperial&appid=k',
];
