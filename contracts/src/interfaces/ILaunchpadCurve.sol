// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The bonding-curve launch venue: one contract holds every coin, trades
/// ETH against per-coin virtual reserves and graduates a coin into TOKEN/WETH and
/// TOKEN/NEO pools. Lifecycle and event catalogue: docs/launch-lifecycle.md.
interface ILaunchpadCurve {
    /// @notice Coin status; the numbers are the ones the launch backend serves.
    enum Status {
        None, // never launched
        Trading, // buys and sells open
        Frozen, // floor supply reached; waiting for graduate() or for sells to reopen
        Graduated // pools opened, curve closed for good
    }

    /// @notice A launch parameter set. Coins stamp the id at launch and keep a copy in
    /// paramsOf(token), so later parameter sets never change a live coin.
    struct Params {
        uint128 virtualEth; // initial virtual ETH reserve (wei)
        uint128 virtualToken; // initial virtual token reserve (≤ total supply)
        uint128 floorToken; // virtual token reserve at which the coin freezes
        uint96 graduationBounty; // wei paid from the coin's ETH to the graduate() caller
        uint16 neoLegBps; // share of the pool ETH that opens TOKEN/NEO (the rest opens TOKEN/WETH)
        uint16 maxNeoDeviationBps; // NEO/WETH spot vs TWAP-since-freeze tolerance at graduation
    }

    /// @notice Live state of one coin.
    struct Curve {
        uint128 virtualEth; // current virtual ETH reserve = params.virtualEth + realEth
        uint128 virtualToken; // current virtual token reserve; tokens out of the curve = params.virtualToken - this
        uint128 realEth; // ETH held for this coin (0 after graduation)
        uint64 createdAt;
        uint64 frozenAt; // 0 unless Frozen
        uint64 frozenBlock; // 0 unless Frozen
        uint64 prevFrozenAt; // the last freeze that ended in Unfrozen (0 when none)
        uint64 prevFrozenBlock;
        uint32 paramsId;
        Status status;
        bool pveCredited; // PvE coin: the escrow was credited to Neocat stakers
        address creator;
        address pveVault; // zero for a non-PvE coin
    }

    /// @notice The EIP-712 message a creator signs off-chain; field order is load-bearing.
    struct LaunchIntent {
        address creator;
        address submitter; // zero: anyone may submit the first buy
        string name;
        string symbol;
        bytes32 metadataHash; // keccak256 of the exact metadata JSON
        uint256 salt;
        uint256 nonce; // must equal launchNonce(creator)
        uint256 deadline; // unix seconds, at most 7 days after submission
        address feeRecipient; // zero: the creator
    }

    /// @notice Arguments of a direct launch by the creator (msg.sender).
    struct LaunchArgs {
        string name;
        string symbol;
        bytes32 metadataHash;
        uint256 salt;
        address feeRecipient; // zero: the creator
        uint256 pveEth; // > 0 makes the coin a PvE coin: this much of msg.value buys the escrowed slice
    }

    /// @notice Everything a quote needs, read in one call (LaunchpadLens).
    struct TradeState {
        Status status;
        bool buysPaused;
        bool sellsOpen; // Trading, or Frozen past sellsOpenAt (the sell reopens it)
        uint256 virtualEth;
        uint256 virtualToken;
        uint256 realEth;
        uint256 floorToken;
        uint256 initialVirtualToken;
        uint256 protocolFeeBps;
        uint256 creatorFeeBps;
    }

    /// @notice Addresses and settings fixed by initialize.
    struct InitArgs {
        address owner; // configuration (parameter sets, fee wiring, PvE vault)
        address operator; // may flip buysPaused
        address upgradeAuthority; // the LaunchpadTimelock: the only account that can upgrade
        address graduator; // LaunchpadGraduator module (graduation code, run by delegatecall)
        address tokenImplementation; // LaunchpadToken template
        address factory; // NeoSwapFactory (graduation pools)
        address weth;
        address neo;
        address feeRouter; // protocol fee rate and Collector
        address creatorFeeRegistry;
        address creatorFeeVault;
        address pveVault; // vault stamped on new PvE coins (zero: PvE launches refused)
        uint16 creatorFeeBps; // creator fee registered for new coins (≤ 50)
        Params params; // parameter set 1, the default
    }

    /// @notice A coin exists: deployed at its predicted address and registered for creator fees.
    /// `submitter` sent the transaction (the intent submitter, or the creator on launch());
    /// The coin is a PvE coin iff `pveVault` is non-zero.
    event TokenCreated(
        address indexed token,
        address indexed creator,
        address indexed submitter,
        address feeRecipient,
        string name,
        string symbol,
        bytes32 metadataHash,
        uint256 salt,
        uint256 nonce,
        address pveVault,
        uint32 paramsId,
        uint256 virtualEth,
        uint256 virtualToken,
        uint256 floorToken,
        uint256 creatorFeeBps
    );
    /// @notice One buy or sell. `ethAmount` is the gross ETH leg (buy: paid, fees included,
    /// refund excluded; sell: taken from the curve, the seller got ethAmount - fees).
    /// `pveTokens` of `tokenAmount` went to the PvE vault instead of the trader. Reserves
    /// and `priceX18` (wei per whole token) are after the trade.
    event Trade(
        address indexed token,
        address indexed trader,
        bool isBuy,
        uint256 ethAmount,
        uint256 tokenAmount,
        uint256 protocolFee,
        uint256 creatorFee,
        uint256 priceX18,
        uint256 virtualEth,
        uint256 virtualToken,
        uint256 realEth,
        uint256 pveTokens
    );
    /// @notice The coin reached its floor supply and is Frozen: trading stops until graduate()
    /// succeeds or sells reopen at `sellsOpenAt`.
    event FloorReached(
        address indexed token, uint64 frozenAt, uint64 sellsOpenAt, uint256 realEth, uint256 priceX18
    );
    /// @notice Graduation was not done by sellsOpenAt, so the coin went back to Trading.
    /// `prevFrozenAt`/`prevFrozenBlock` describe the freeze that ended.
    event Unfrozen(address indexed token, uint64 prevFrozenAt, uint64 prevFrozenBlock, uint64 unfrozenAt);
    /// @notice The coin graduated: both pools opened at the final curve price, LP burned to
    /// 0x…dEaD, `tokensBurned` leftover tokens sent there too, `bounty` paid to `caller`.
    event Graduated(
        address indexed token,
        address indexed caller,
        address pairWeth,
        address pairNeo,
        uint256 priceX18,
        uint256 bounty,
        uint256 wethLiquidity,
        uint256 tokensToWethPair,
        uint256 ethForNeo,
        uint256 neoLiquidity,
        uint256 tokensToNeoPair,
        uint256 tokensBurned
    );
    /// @notice The PvE escrow of `token` was credited to Neocat stakers in `vault`
    /// (`amount` tokens over `totalStaked` Neocats staked at `creditBlock`).
    event PveCredited(
        address indexed token, address indexed vault, uint256 amount, uint256 totalStaked, uint256 creditBlock
    );
    /// @notice The PvE credit at graduation did not go through (reverted, or held because
    /// nothing was staked); creditPve(token) retries.
    event PveCreditFailed(address indexed token, address indexed vault, uint256 amount);
    /// @notice Escrowed PvE tokens reached the vault but its bookkeeping call reverted; the
    /// tokens still count at credit time (the vault credits its whole balance of the coin).
    event PveRecordFailed(address indexed token, address indexed vault, uint256 amount);
    /// @notice The creator fee of a trade could not be accrued in the CreatorFeeVault and
    /// went to the Collector instead (it is still reported as the trade's creatorFee).
    event CreatorFeeRerouted(address indexed token, address indexed feeRecipient, uint256 amount);

    /// @notice A parameter set was added.
    event ParamsAdded(
        uint32 indexed paramsId,
        uint256 virtualEth,
        uint256 virtualToken,
        uint256 floorToken,
        uint256 graduationBounty,
        uint256 neoLegBps,
        uint256 maxNeoDeviationBps
    );
    /// @notice New launches use parameter set `paramsId`.
    event DefaultParamsSet(uint32 indexed paramsId);
    /// @notice The operator switch on buys changed.
    event BuysPausedSet(bool paused);
    /// @notice The account allowed to flip buysPaused changed.
    event OperatorSet(address indexed operator);
    /// @notice New PvE coins escrow in `vault`.
    event PveVaultSet(address indexed vault);
    /// @notice New coins register this creator fee.
    event CreatorFeeBpsSet(uint256 creatorFeeBps);
    /// @notice The creator fee registry and vault changed.
    event CreatorFeeConfigSet(address registry, address vault);
    /// @notice The graduation module changed (set by the upgrade authority).
    event GraduatorSet(address indexed graduator);
    /// @notice The account allowed to upgrade the curve changed (set by the old authority).
    event UpgradeAuthoritySet(address indexed upgradeAuthority);

    error ZeroAddress();
    error BadParams();
    error UnknownParams(uint32 paramsId);
    error FeeTooHigh(uint256 bps);
    error InvalidSignature();
    error BadNonce(uint256 expected, uint256 got);
    error IntentExpired(uint256 deadline);
    error DeadlineTooFar(uint256 deadline);
    error WrongSubmitter(address submitter);
    error TokenExists(address token);
    error PveUnavailable();
    error PveTooLarge();
    error NotPveCoin();
    error NotCreator();
    error BuysPaused();
    error NotTrading(Status status);
    error NotFrozen(Status status);
    error SellsClosed(uint64 sellsOpenAt);
    error ZeroAmount();
    error Slippage(uint256 amountOut, uint256 minOut);
    error EthTransferFailed();
    error NoNeoMarket();
    error TooEarly();
    error NeoPriceDeviates(uint256 spotX112, uint256 twapX112);
    error AlreadyCredited();
    error Unauthorized();

    /// @notice Total supply of every coin (1e27, 18 decimals).
    function TOTAL_SUPPLY() external view returns (uint256);
    /// @notice Seconds after a freeze from which sells reopen if the coin has not graduated.
    function SELL_REOPEN_DELAY() external view returns (uint256);
    /// @notice EIP-712 domain separator (NeoswapLaunchpad, 1, chainId, this proxy).
    function DOMAIN_SEPARATOR() external view returns (bytes32);
    /// @notice EIP-712 digest of `intent` under DOMAIN_SEPARATOR.
    function hashIntent(LaunchIntent calldata intent) external view returns (bytes32);
    /// @notice The address the coin of (creator, salt) has or will have.
    function predictTokenAddress(address creator, uint256 salt) external view returns (address);
    /// @notice The next intent nonce of `creator` (the count of their launches).
    function launchNonce(address creator) external view returns (uint256);
    /// @notice State of `token` (status None when unknown).
    function curves(address token) external view returns (Curve memory);
    /// @notice The parameter set stamped on `token` at launch.
    function paramsOf(address token) external view returns (Params memory);
    /// @notice Status of `token`.
    function statusOf(address token) external view returns (Status);
    /// @notice Reserves, fee rates and gates of `token` as a trade would see them now.
    function tradeState(address token) external view returns (TradeState memory);
    /// @notice frozenAt + SELL_REOPEN_DELAY while Frozen, else 0.
    function sellsOpenAt(address token) external view returns (uint256);
    /// @notice True when new buys are refused on every coin.
    function buysPaused() external view returns (bool);

    /// @notice Create the coin of a signed LaunchIntent and buy it with msg.value for the caller.
    function buyWithIntent(LaunchIntent calldata intent, bytes calldata signature, uint256 minOut)
        external
        payable
        returns (address token);
    /// @notice Create a coin as its creator (msg.sender) and buy it with msg.value (dev buy, PvE slice).
    function launch(LaunchArgs calldata args, uint256 minOut) external payable returns (address token);
    /// @notice Buy `token` with msg.value; at least `minOut` tokens or revert.
    function buy(address token, uint256 minOut) external payable returns (uint256 tokensOut);
    /// @notice Sell `tokensIn` of `token` (approved to the curve); at least `minOut` wei or revert.
    function sell(address token, uint256 tokensIn, uint256 minOut) external returns (uint256 ethOut);
    /// @notice Creator of a PvE coin: buy with msg.value into the coin's PvE escrow.
    function feedPve(address token, uint256 minOut) external payable returns (uint256 tokensOut);
    /// @notice Move a Frozen coin past sellsOpenAt back to Trading.
    function unfreeze(address token) external;
    /// @notice Graduate a Frozen coin into its TOKEN/WETH and TOKEN/NEO pools; pays the caller a bounty.
    function graduate(address token) external;
    /// @notice Retry the PvE credit of a graduated PvE coin.
    function creditPve(address token) external;
}
