#!/usr/bin/env node
// Prints the double's routes as a markdown table, from the route table of the build (for the docs'
// route list). Usage: npm run build && node scripts/route-list.mjs
import { routeListMarkdown } from '../dist/src/routes/table.js';

console.log(routeListMarkdown());
