/**
 * The service's own `city.population` for the city IDs recorded answers of its forecasts show
 * (issue 43): its figure is its city database's, not GeoNames' of today (London and Moscow answer
 * a round 1 000 000, Paris 2 138 551, New York 8 175 133). Each line cites the newest recorded
 * answer (route, date); the search tool's code corpus holds them. Other IDs report the place data's
 * population (see `reportedPopulation` in ./locator.ts).
 * @internal
 */
export const SERVICE_POPULATIONS: ReadonlyMap<number, number> = new Map([
  [2643743, 1_000_000], // London GB: 5 day / 3 hour 2019-12 … 2025-08, 16-day 2021-01
  [524901, 1_000_000], // Moscow: 3 hour 2022-03
  [756135, 1_000_000], // Warsaw: 16-day 2020-05
  [2988507, 2_138_551], // Paris: 3 hour 2018–2021, 16-day 2020-05
  [703448, 2_514_227], // Kyiv: 3 hour 2019-02, 2022-12
  [698740, 1_001_558], // Odesa: 3 hour 2021-05, 16-day 2021-07
  [5128581, 8_175_133], // New York: 3 hour 2019-12
  [1581130, 1_431_270], // Hanoi: 16-day 2018-07
  [1648473, 800_000], // Bogor: 16-day 2023-10
  [1259229, 9999], // Pune: 16-day 2021-03
  [1264527, 4_328_063], // Chennai: 3 hour 2018-05
  [1264728, 15_000], // Ludhiana: 3 hour 2025-01
  [1269843, 3_597_816], // Hyderabad: 3 hour 2024-09
  [1270642, 197_340], // Gurgaon: 3 hour 2019-01
  [1274746, 914_371], // Chandigarh: 3 hour 2019-03
  [1276330, 37_629], // Bhādra: 3 hour 2020-06
  [1511494, 82_526], // Anzhero-Sudzhensk: 3 hour 2023-04
  [1582926, 17_662], // Dong Ha: 3 hour 2019-03
  [1814906, 3_967_028], // Chongqing: 3 hour 2019-03
  [1859924, 340_221], // Kashiwa: 3 hour 2021-05
  [2034937, 3_512_192], // Shenyang: 3 hour 2018-09
  [2066756, 10_447], // Maylands AU: 16-day 2019-07
  [2742611, 54_162], // Aveiro: 16-day 2021-02
  [2790451, 5081], // Nassogne: 16-day 2020-08
  [2806654, 123_064], // Wolfsburg: 3 hour 2018-09
  [2825297, 589_793], // Stuttgart: 16-day 2022-10
  [2866990, 4310], // Nastätten: 3 hour 2023-10
  [2968254, 131_445], // Villeurbanne: 16-day 2017-08
  [2973783, 15_000], // Strasbourg: 3 hour 2018-10
  [3003796, 185_972], // Le Havre: 3 hour 2021-04
  [3163858, 4593], // Zocca: 3 hour 2024-02, 16-day 2023-03
  [3171355, 15_119], // Pavullo nel Frignano: 3 hour 2024-12
  [4298960, 7993], // London US (Kentucky): 3 hour 2018-01
  [5180225, 74_982], // Bethlehem US: 3 hour 2018-01
  [5308655, 1_445_632], // Phoenix: 3 hour 2023-05
  [5391811, 1_307_402], // San Diego: 3 hour 2023-05
  [5780993, 186_440], // Salt Lake City: 3 hour 2023-01
  [5928065, 48_821], // Cornwall CA: 3 hour 2021-06
  [5992996, 409_112], // Kitchener: 16-day 2018-01
  [6183235, 632_063], // Winnipeg: 3 hour 2020-11
  [1880252, 3_547_809], // Singapore: hourly 2023-01
  [3663517, 1_598_210], // Manaus: 3 hour 2022-08
]);
