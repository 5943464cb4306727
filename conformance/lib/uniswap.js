// The Uniswap V2 SDK and its core. Their ES module builds import paths
// Node's resolver refuses (extensionless); their CommonJS builds are the
// same code.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { CurrencyAmount, Token, TradeType } = require('@uniswap/sdk-core');
export const { Pair, Route, Trade } = require('@uniswap/v2-sdk');
