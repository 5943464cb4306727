// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {NeoSwapERC20} from "./NeoSwapERC20.sol";
import {INeoSwapPair, INeoSwapCallee} from "../interfaces/INeoSwapPair.sol";
import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";

/// @notice A Uniswap V2 constant-product pair. Two differences from V2: the LP fee in the
/// K check is the factory's live `swapFeeBps` on a 10000 base, and `swap` is open only to
/// callers the factory lists in `swapAllowed` (the perimeter).
/// @dev Events are byte-identical to V2's, so one decoder indexes our pairs and third-party ones.
contract NeoSwapPair is NeoSwapERC20, INeoSwapPair {
    uint256 public constant MINIMUM_LIQUIDITY = 10 ** 3;
    uint256 private constant FEE_DENOM = 10_000;
    bytes4 private constant SELECTOR = bytes4(keccak256(bytes("transfer(address,uint256)")));

    /// @notice The factory that deployed this pair (the constructor's caller).
    address public immutable factory;
    address public token0;
    address public token1;

    // One storage slot, as in V2: 112 + 112 + 32 bits.
    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    uint256 public price0CumulativeLast;
    uint256 public price1CumulativeLast;
    /// @notice reserve0 * reserve1 as of the most recent liquidity event, only kept while feeTo is set.
    uint256 public kLast;

    uint256 private unlocked = 1;

    /// @dev V2's reentrancy lock: mint, burn, swap, skim and sync are mutually exclusive.
    modifier lock() {
        require(unlocked == 1, "NeoSwap: LOCKED");
        unlocked = 0;
        _;
        unlocked = 1;
    }

    /// @dev The perimeter: only factory-listed callers (the core router, FeeRouter) may swap.
    /// Runs before `lock` so an unlisted caller always sees this exact reason.
    modifier onlySwapper() {
        require(INeoSwapFactory(factory).swapAllowed(msg.sender), "NeoSwap: SWAPPER_NOT_ALLOWED");
        _;
    }

    /// @notice Records the deploying factory; no constructor arguments so the CREATE2 address
    /// depends only on the salt (token0, token1).
    constructor() {
        factory = msg.sender;
    }

    /// @notice The cached reserves and the (mod 2**32) timestamp of their last update.
    function getReserves() public view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        _reserve0 = reserve0;
        _reserve1 = reserve1;
        _blockTimestampLast = blockTimestampLast;
    }

    /// @notice Called once by the factory right after deployment.
    function initialize(address _token0, address _token1) external {
        require(msg.sender == factory, "NeoSwap: FORBIDDEN");
        token0 = _token0;
        token1 = _token1;
    }

    /// @dev Token transfer tolerant of tokens that return nothing (USDT-style).
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(SELECTOR, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "NeoSwap: TRANSFER_FAILED");
    }

    /// @dev Updates reserves and, on the first call per block, the price accumulators.
    function _update(uint256 balance0, uint256 balance1, uint112 _reserve0, uint112 _reserve1) private {
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "NeoSwap: OVERFLOW");
        uint32 blockTimestamp = uint32(block.timestamp % 2 ** 32);
        unchecked {
            // Wrapping is intended: consumers difference accumulators over a window (as in V2).
            uint32 timeElapsed = blockTimestamp - blockTimestampLast;
            if (timeElapsed > 0 && _reserve0 != 0 && _reserve1 != 0) {
                // UQ112x112: (reserve1 << 112) / reserve0 is the price of token0 in token1.
                price0CumulativeLast += ((uint256(_reserve1) << 112) / _reserve0) * timeElapsed;
                price1CumulativeLast += ((uint256(_reserve0) << 112) / _reserve1) * timeElapsed;
            }
        }
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = blockTimestamp;
        emit Sync(reserve0, reserve1);
    }

    /// @dev If feeTo is set, mints it 1/6 of the growth in sqrt(k) since the last liquidity event.
    function _mintFee(uint112 _reserve0, uint112 _reserve1) private returns (bool feeOn) {
        address feeTo = INeoSwapFactory(factory).feeTo();
        feeOn = feeTo != address(0);
        uint256 _kLast = kLast;
        if (feeOn) {
            if (_kLast != 0) {
                uint256 rootK = Math.sqrt(uint256(_reserve0) * _reserve1);
                uint256 rootKLast = Math.sqrt(_kLast);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply * (rootK - rootKLast);
                    uint256 denominator = rootK * 5 + rootKLast;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else if (_kLast != 0) {
            kLast = 0;
        }
    }

    /// @notice Mints LP for the tokens sent to the pair since the last sync; called by the router.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply; // read after _mintFee, which can change it
        if (_totalSupply == 0) {
            liquidity = Math.sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            _mint(address(0), MINIMUM_LIQUIDITY); // locked forever: keeps the share price bounded
        } else {
            liquidity = Math.min(amount0 * _totalSupply / _reserve0, amount1 * _totalSupply / _reserve1);
        }
        require(liquidity > 0, "NeoSwap: INSUFFICIENT_LIQUIDITY_MINTED");
        _mint(to, liquidity);

        _update(balance0, balance1, _reserve0, _reserve1);
        if (feeOn) kLast = uint256(reserve0) * reserve1;
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP sent to the pair and pays out the underlying tokens to `to`.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        address _token0 = token0;
        address _token1 = token1;
        uint256 balance0 = IERC20(_token0).balanceOf(address(this));
        uint256 balance1 = IERC20(_token1).balanceOf(address(this));
        uint256 liquidity = balanceOf[address(this)];

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply; // read after _mintFee, which can change it
        amount0 = liquidity * balance0 / _totalSupply; // pro rata on balances, not reserves
        amount1 = liquidity * balance1 / _totalSupply;
        require(amount0 > 0 && amount1 > 0, "NeoSwap: INSUFFICIENT_LIQUIDITY_BURNED");
        _burn(address(this), liquidity);
        _safeTransfer(_token0, to, amount0);
        _safeTransfer(_token1, to, amount1);
        balance0 = IERC20(_token0).balanceOf(address(this));
        balance1 = IERC20(_token1).balanceOf(address(this));

        _update(balance0, balance1, _reserve0, _reserve1);
        if (feeOn) kLast = uint256(reserve0) * reserve1;
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested outputs, optionally calls back `to` (flash swap), then checks
    /// the fee-adjusted constant product. Only perimeter-listed callers may swap.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data)
        external
        onlySwapper
        lock
    {
        require(amount0Out > 0 || amount1Out > 0, "NeoSwap: INSUFFICIENT_OUTPUT_AMOUNT");
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        require(amount0Out < _reserve0 && amount1Out < _reserve1, "NeoSwap: INSUFFICIENT_LIQUIDITY");

        uint256 balance0;
        uint256 balance1;
        {
            // Scoped to keep the stack shallow.
            address _token0 = token0;
            address _token1 = token1;
            require(to != _token0 && to != _token1, "NeoSwap: INVALID_TO");
            if (amount0Out > 0) _safeTransfer(_token0, to, amount0Out); // optimistic transfer
            if (amount1Out > 0) _safeTransfer(_token1, to, amount1Out);
            if (data.length > 0) INeoSwapCallee(to).neoSwapCall(msg.sender, amount0Out, amount1Out, data);
            balance0 = IERC20(_token0).balanceOf(address(this));
            balance1 = IERC20(_token1).balanceOf(address(this));
        }
        uint256 amount0In = balance0 > _reserve0 - amount0Out ? balance0 - (_reserve0 - amount0Out) : 0;
        uint256 amount1In = balance1 > _reserve1 - amount1Out ? balance1 - (_reserve1 - amount1Out) : 0;
        require(amount0In > 0 || amount1In > 0, "NeoSwap: INSUFFICIENT_INPUT_AMOUNT");
        {
            // V2's K check with the fee in basis points: the fee share of the input is excluded.
            uint256 fee = INeoSwapFactory(factory).swapFeeBps();
            uint256 balance0Adjusted = balance0 * FEE_DENOM - amount0In * fee;
            uint256 balance1Adjusted = balance1 * FEE_DENOM - amount1In * fee;
            require(
                balance0Adjusted * balance1Adjusted >= uint256(_reserve0) * _reserve1 * (FEE_DENOM ** 2), "NeoSwap: K"
            );
        }

        _update(balance0, balance1, _reserve0, _reserve1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends any balance above the reserves to `to` (no Sync, as in V2).
    function skim(address to) external lock {
        address _token0 = token0;
        address _token1 = token1;
        _safeTransfer(_token0, to, IERC20(_token0).balanceOf(address(this)) - reserve0);
        _safeTransfer(_token1, to, IERC20(_token1).balanceOf(address(this)) - reserve1);
    }

    /// @notice Sets the reserves to the current balances.
    function sync() external lock {
        _update(IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)), reserve0, reserve1);
    }
}
