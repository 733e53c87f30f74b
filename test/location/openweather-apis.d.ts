// The part of openweather-apis (a CommonJS module without types) the client test uses.
declare module 'openweather-apis' {
  const weather: {
    setAPPID(appid: string): void;
    setUnits(units: string): void;
    setZipCode(zip: string): void;
    setCityId(id: number | string): void;
    setCoordinate(lat: number | string, lon: number | string): void;
    getAllWeather(callback: (error: unknown, json: never) => void): void;
    getDescription(callback: (error: unknown, description: never) => void): void;
    getWeatherForecast(callback: (error: unknown, json: never) => void): void;
    getWeatherForecastForDays(days: number, callback: (error: unknown, json: never) => void): void;
    getWeatherForecastForHours(hours: number, callback: (error: unknown, json: never) => void): void;
    getWeatherOneCall(callback: (error: Error | null, json: unknown) => void): void;
  };
  export default weather;
}
