// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Initializable} from "@openzeppelin/contracts-upgradeable/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts-upgradeable/proxy/utils/UUPSUpgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

import {ILaunchpadCurve} from "../interfaces/ILaunchpadCurve.sol";
import {ILaunchpadToken} from "../interfaces/ILaunchpadToken.sol";
import {IPveVault} from "../interfaces/IPveVault.sol";
import {IFeeRouter} from "../interfaces/IFeeRouter.sol";
import {ICreatorFeeRegistry} from "../interfaces/ICreatorFeeRegistry.sol";
import {ICreatorFeeVault} from "../interfaces/ICreatorFeeVault.sol";
import {IWETH} from "../interfaces/IWETH.sol";
import {LaunchpadMath} from "./LaunchpadMath.sol";
import {LaunchpadCurveStorage} from "./LaunchpadCurveStorage.sol";
import {LaunchpadGraduator} from "./LaunchpadGraduator.sol";

/// @dev NeoSwapFactory's pair init-code hash getter (not part of INeoSwapFactory).
interface IPairCodeHash {
    /// @notice keccak256 of the pair creation code (CREATE2 address derivation).
    function INIT_CODE_PAIR_HASH() external view returns (bytes32);
}

/// @dev FeeRouter's public collector getter (not part of IFeeRouter).
interface IFeeRouterCollector {
    /// @notice Where protocol fees go.
    function collector() external view returns (address);
}

/// @title LaunchpadCurve
/// @notice The launch venue: one upgradeable contract holds every coin. Coins are created
/// from a signed LaunchIntent (buyWithIntent) or directly by their creator (launch), trade
/// ETH in / ETH out against per-coin virtual reserves, freeze at the floor supply and
/// graduate (permissionless, bounty-paid) into TOKEN/WETH and TOKEN/NEO pools whose LP is
/// burned. See docs/launch-lifecycle.md for the lifecycle and the event catalogue.
/// @dev Absent by design: max buy, wallet cap, cooldown, launch delay, LP lock and any sweep
/// or withdraw. Upgrades are authorised only by `upgradeAuthority` (a LaunchpadTimelock).
/// Storage is one ERC-7201 namespace so upgrades never shift it.
contract LaunchpadCurve is
    ILaunchpadCurve,
    LaunchpadCurveStorage,
    Initializable,
    UUPSUpgradeable,
    OwnableUpgradeable,
    ReentrancyGuardTransient
{
    using SafeERC20 for IERC20;

    /// @inheritdoc ILaunchpadCurve
    uint256 public constant TOTAL_SUPPLY = 1e27;
    /// @inheritdoc ILaunchpadCurve
    uint256 public constant SELL_REOPEN_DELAY = _REOPEN_DELAY;
    /// @notice Latest allowed intent deadline, counted from submission.
    uint256 public constant MAX_INTENT_LIFETIME = 7 days;
    /// @notice Ceiling of any creator fee charged on the curve.
    uint256 public constant MAX_CREATOR_FEE_BPS = 50;
    /// @notice Where graduation LP and leftover tokens go.
    address public constant DEAD = _DEAD;
    /// @notice EIP-712 type hash of LaunchIntent (field order is load-bearing).
    bytes32 public constant LAUNCH_INTENT_TYPEHASH = keccak256(
        "LaunchIntent(address creator,address submitter,string name,string symbol,bytes32 metadataHash,uint256 salt,uint256 nonce,uint256 deadline,address feeRecipient)"
    );
    bytes32 private constant _DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant _NAME_HASH = keccak256("NeoswapLaunchpad");
    bytes32 private constant _VERSION_HASH = keccak256("1");

    /// @dev Fee rates and recipients of one trade.
    struct Fees {
        uint256 protocolBps;
        uint256 creatorBps;
        address collector;
        address feeTo;
    }

    /// @dev A new coin being created (keeps _create under the stack limit).
    struct NewCoin {
        address creator;
        address submitter;
        address feeRecipient;
        address pveVault;
        string name;
        string symbol;
        bytes32 metadataHash;
        uint256 salt;
        // Filled by _create for TokenCreated.
        address token;
        uint256 nonce;
        uint32 paramsId;
        uint256 virtualEth;
        uint256 virtualToken;
        uint256 floorToken;
        uint256 creatorFeeBps;
    }

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        // Only the proxy is ever initialized.
        _disableInitializers();
    }

    /// @notice Set up the proxy: wiring, roles, the creator fee of new coins and parameter set 1.
    /// @param a See InitArgs; pveVault and operator may be zero (PvE off, owner-only pause).
    function initialize(InitArgs calldata a) external initializer {
        __Ownable_init(a.owner);
        if (
            a.upgradeAuthority == address(0) || a.tokenImplementation == address(0) || a.factory == address(0)
                || a.weth == address(0) || a.neo == address(0) || a.feeRouter == address(0)
        ) revert ZeroAddress();
        Layout storage s = _s();
        s.tokenImplementation = a.tokenImplementation;
        s.factory = a.factory;
        s.weth = a.weth;
        s.neo = a.neo;
        s.feeRouter = a.feeRouter;
        s.pairInitCodeHash = IPairCodeHash(a.factory).INIT_CODE_PAIR_HASH();
        s.upgradeAuthority = a.upgradeAuthority;
        emit UpgradeAuthoritySet(a.upgradeAuthority);
        _setGraduator(a.graduator);
        s.operator = a.operator;
        emit OperatorSet(a.operator);
        s.pveVault = a.pveVault;
        emit PveVaultSet(a.pveVault);
        _setCreatorFeeConfig(a.creatorFeeRegistry, a.creatorFeeVault);
        _setCreatorFeeBps(a.creatorFeeBps);
        uint32 id = _addParams(a.params);
        s.defaultParamsId = id;
        emit DefaultParamsSet(id);
    }

    // ------------------------------------------------------------------ views

    /// @inheritdoc ILaunchpadCurve
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        // Computed on every call: the proxy address and the chain id are what bind a signature.
        return keccak256(abi.encode(_DOMAIN_TYPEHASH, _NAME_HASH, _VERSION_HASH, block.chainid, address(this)));
    }

    /// @inheritdoc ILaunchpadCurve
    function hashIntent(LaunchIntent calldata intent) external view returns (bytes32) {
        return _hashIntent(intent);
    }

    /// @inheritdoc ILaunchpadCurve
    function predictTokenAddress(address creator, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(_s().tokenImplementation, _cloneSalt(creator, salt));
    }

    /// @inheritdoc ILaunchpadCurve
    function launchNonce(address creator) external view returns (uint256) {
        return _s().launchNonce[creator];
    }

    /// @inheritdoc ILaunchpadCurve
    function curves(address token) external view returns (Curve memory) {
        return _s().curves[token];
    }

    /// @inheritdoc ILaunchpadCurve
    function paramsOf(address token) external view returns (Params memory) {
        return _s().paramsOf[token];
    }

    /// @notice Parameter set `id` (all zero when unknown).
    function paramSet(uint32 id) external view returns (Params memory) {
        return _s().paramSets[id];
    }

    /// @inheritdoc ILaunchpadCurve
    function statusOf(address token) external view returns (Status) {
        return _s().curves[token].status;
    }

    /// @inheritdoc ILaunchpadCurve
    function sellsOpenAt(address token) external view returns (uint256) {
        Curve storage c = _s().curves[token];
        return c.status == Status.Frozen ? uint256(c.frozenAt) + SELL_REOPEN_DELAY : 0;
    }

    /// @inheritdoc ILaunchpadCurve
    function tradeState(address token) external view returns (TradeState memory t) {
        Layout storage s = _s();
        Curve storage c = s.curves[token];
        Params storage p = s.paramsOf[token];
        t.status = c.status;
        t.buysPaused = s.buysPaused;
        t.sellsOpen = c.status == Status.Trading
            || (c.status == Status.Frozen && block.timestamp >= uint256(c.frozenAt) + SELL_REOPEN_DELAY);
        t.virtualEth = c.virtualEth;
        t.virtualToken = c.virtualToken;
        t.realEth = c.realEth;
        t.floorToken = p.floorToken;
        t.initialVirtualToken = p.virtualToken;
        (t.protocolFeeBps,) = _protocolFee();
        (t.creatorFeeBps,) = _creatorFee(token);
    }

    /// @inheritdoc ILaunchpadCurve
    function buysPaused() external view returns (bool) {
        return _s().buysPaused;
    }

    /// @notice The LaunchpadToken template every coin clones.
    function tokenImplementation() external view returns (address) {
        return _s().tokenImplementation;
    }

    /// @notice The NeoSwapFactory graduation pools open on.
    function factory() external view returns (address) {
        return _s().factory;
    }

    /// @notice Wrapped ether (fees and the WETH pool).
    function weth() external view returns (address) {
        return _s().weth;
    }

    /// @notice The NEO token (the second pool).
    function neo() external view returns (address) {
        return _s().neo;
    }

    /// @notice The FeeRouter whose protocol fee rate and Collector the curve uses.
    function feeRouter() external view returns (address) {
        return _s().feeRouter;
    }

    /// @notice The CreatorFeeRegistry new coins are registered in (zero: creator fees off).
    function creatorFeeRegistry() external view returns (address) {
        return _s().creatorFeeRegistry;
    }

    /// @notice The CreatorFeeVault creator fees accrue in (zero: creator fees off).
    function creatorFeeVault() external view returns (address) {
        return _s().creatorFeeVault;
    }

    /// @notice The PvE vault stamped on new PvE coins (zero: PvE launches refused).
    function pveVault() external view returns (address) {
        return _s().pveVault;
    }

    /// @notice The account that may flip buysPaused besides the owner.
    function operator() external view returns (address) {
        return _s().operator;
    }

    /// @notice The graduation module the curve delegatecalls (LaunchpadGraduator).
    function graduator() external view returns (address) {
        return _s().graduator;
    }

    /// @notice The only account that may upgrade the curve (the LaunchpadTimelock).
    function upgradeAuthority() external view returns (address) {
        return _s().upgradeAuthority;
    }

    /// @notice Creator fee registered for new coins, in basis points.
    function creatorFeeBps() external view returns (uint256) {
        return _s().creatorFeeBps;
    }

    /// @notice Parameter set stamped on new coins.
    function defaultParamsId() external view returns (uint32) {
        return _s().defaultParamsId;
    }

    /// @notice Number of parameter sets (ids run 1..paramsCount).
    function paramsCount() external view returns (uint32) {
        return _s().paramsCount;
    }

    // ------------------------------------------------------------------ launch

    /// @inheritdoc ILaunchpadCurve
    /// @dev Verifies the intent (submitter, deadline ≤ 7 days out, nonce, EOA or ERC-1271
    /// signature), creates the coin and buys with msg.value for msg.sender (no buy when 0).
    function buyWithIntent(LaunchIntent calldata intent, bytes calldata signature, uint256 minOut)
        external
        payable
        nonReentrant
        returns (address token)
    {
        if (intent.submitter != address(0) && intent.submitter != msg.sender) revert WrongSubmitter(intent.submitter);
        if (block.timestamp > intent.deadline) revert IntentExpired(intent.deadline);
        if (intent.deadline > block.timestamp + MAX_INTENT_LIFETIME) revert DeadlineTooFar(intent.deadline);
        uint256 expected = _s().launchNonce[intent.creator];
        if (intent.nonce != expected) revert BadNonce(expected, intent.nonce);
        if (!SignatureChecker.isValidSignatureNowCalldata(intent.creator, _hashIntent(intent), signature)) {
            revert InvalidSignature();
        }
        NewCoin memory n;
        n.creator = intent.creator;
        n.submitter = msg.sender;
        n.feeRecipient = intent.feeRecipient;
        n.name = intent.name;
        n.symbol = intent.symbol;
        n.metadataHash = intent.metadataHash;
        n.salt = intent.salt;
        token = _create(n);
        if (msg.value != 0) _buyExact(token, msg.value, minOut);
    }

    /// @inheritdoc ILaunchpadCurve
    /// @dev The creator is msg.sender; the launch consumes launchNonce(creator) like an intent
    /// does. With pveEth > 0 the coin is a PvE coin: that much of msg.value first buys the
    /// escrowed slice (a Trade whose whole fill goes to the vault), the rest is the creator's
    /// dev buy; `minOut` guards the dev buy only.
    function launch(LaunchArgs calldata args, uint256 minOut) external payable nonReentrant returns (address token) {
        address vault;
        if (args.pveEth != 0) {
            vault = _s().pveVault;
            if (vault == address(0)) revert PveUnavailable();
            if (args.pveEth > msg.value) revert PveTooLarge();
        }
        NewCoin memory n;
        n.creator = msg.sender;
        n.submitter = msg.sender;
        n.feeRecipient = args.feeRecipient;
        n.pveVault = vault;
        n.name = args.name;
        n.symbol = args.symbol;
        n.metadataHash = args.metadataHash;
        n.salt = args.salt;
        token = _create(n);
        uint256 left = msg.value;
        if (args.pveEth != 0) {
            (, uint256 used) = _buy(token, args.pveEth, true, true);
            left -= used;
        }
        uint256 out;
        if (left != 0 && _s().curves[token].status == Status.Trading) {
            uint256 used;
            (out, used) = _buy(token, left, false, false);
            left -= used;
        }
        if (out < minOut) revert Slippage(out, minOut);
        if (left != 0) _sendEth(msg.sender, left);
    }

    // ------------------------------------------------------------------ trading

    /// @inheritdoc ILaunchpadCurve
    /// @dev A buy that reaches the floor is cut there, refunds the unused ETH and freezes the coin.
    function buy(address token, uint256 minOut) external payable nonReentrant returns (uint256 tokensOut) {
        tokensOut = _buyExact(token, msg.value, minOut);
    }

    /// @inheritdoc ILaunchpadCurve
    /// @dev PvE coins only, creator only: the whole fill goes to the coin's PvE vault.
    function feedPve(address token, uint256 minOut) external payable nonReentrant returns (uint256 tokensOut) {
        Curve storage c = _s().curves[token];
        if (c.pveVault == address(0)) revert NotPveCoin();
        if (msg.sender != c.creator) revert NotCreator();
        uint256 used;
        (tokensOut, used) = _buy(token, msg.value, true, false);
        if (tokensOut < minOut) revert Slippage(tokensOut, minOut);
        if (msg.value > used) _sendEth(msg.sender, msg.value - used);
    }

    /// @inheritdoc ILaunchpadCurve
    /// @dev Pulls `tokensIn` (approval needed). On a Frozen coin past sellsOpenAt the sell
    /// first moves the coin back to Trading (Unfrozen).
    function sell(address token, uint256 tokensIn, uint256 minOut) external nonReentrant returns (uint256 ethOut) {
        Layout storage s = _s();
        Curve storage c = s.curves[token];
        if (c.status == Status.Frozen) {
            uint64 opensAt = c.frozenAt + uint64(SELL_REOPEN_DELAY);
            if (block.timestamp < opensAt) revert SellsClosed(opensAt);
            _unfreeze(token, c);
        }
        if (c.status != Status.Trading) revert NotTrading(c.status);
        Fees memory f = _fees(token);
        LaunchpadMath.Sell memory q =
            LaunchpadMath.quoteSell(c.virtualEth, c.virtualToken, c.realEth, tokensIn, f.protocolBps, f.creatorBps);
        if (q.gross == 0) revert ZeroAmount();
        ethOut = q.ethOut;
        if (ethOut < minOut) revert Slippage(ethOut, minOut);
        IERC20(token).safeTransferFrom(msg.sender, address(this), tokensIn);
        c.virtualEth -= uint128(q.gross);
        c.virtualToken += uint128(tokensIn);
        c.realEth -= uint128(q.gross);
        _payFees(token, f, q.protocolFee, q.creatorFee);
        _emitTrade(token, msg.sender, false, q.gross, tokensIn, q.protocolFee, q.creatorFee, 0);
        _sendEth(msg.sender, ethOut);
    }

    /// @inheritdoc ILaunchpadCurve
    /// @dev Permissionless: a Frozen coin that has not graduated by sellsOpenAt goes back to
    /// Trading (sell() does the same inline). Reserves are untouched.
    function unfreeze(address token) external nonReentrant {
        Curve storage c = _s().curves[token];
        if (c.status != Status.Frozen) revert NotFrozen(c.status);
        uint64 opensAt = c.frozenAt + uint64(SELL_REOPEN_DELAY);
        if (block.timestamp < opensAt) revert SellsClosed(opensAt);
        _unfreeze(token, c);
    }

    // ------------------------------------------------------------------ graduation

    /// @inheritdoc ILaunchpadCurve
    /// @dev Permissionless. Splits the coin's ETH into the caller's bounty, the TOKEN/WETH
    /// liquidity and the ETH swapped to NEO for TOKEN/NEO (neoLegBps); both pools open at the
    /// final curve price (tokens = value × virtualToken / virtualEth), LP minted to 0x…dEaD,
    /// leftover tokens sent there too. The NEO leg refuses a NEO/WETH spot price that strays
    /// more than maxNeoDeviationBps from its TWAP since the freeze (so it needs at least one
    /// second after the freeze). Any failure reverts the whole call: nothing changes.
    function graduate(address token) external nonReentrant {
        _delegateToGraduator(abi.encodeCall(LaunchpadGraduator.graduate, (token)));
    }

    /// @inheritdoc ILaunchpadCurve
    /// @dev Permissionless retry of a PvE credit that failed or was held at graduation.
    function creditPve(address token) external nonReentrant {
        _delegateToGraduator(abi.encodeCall(LaunchpadGraduator.creditPve, (token)));
    }

    /// @notice Self-call only: move a creator fee (already wrapped) into the CreatorFeeVault
    /// and accrue it. A separate call so a failure can be caught and rerouted whole.
    function payCreatorFee(address token, uint256 amount) external {
        if (msg.sender != address(this)) revert Unauthorized();
        Layout storage s = _s();
        IERC20(s.weth).safeTransfer(s.creatorFeeVault, amount);
        ICreatorFeeVault(s.creatorFeeVault).accrue(token, s.weth, amount);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Owner: add a parameter set (used by new launches once made the default).
    function addParams(Params calldata p) external onlyOwner returns (uint32 id) {
        id = _addParams(p);
    }

    /// @notice Owner: stamp parameter set `id` on new launches.
    function setDefaultParams(uint32 id) external onlyOwner {
        if (id == 0 || id > _s().paramsCount) revert UnknownParams(id);
        _s().defaultParamsId = id;
        emit DefaultParamsSet(id);
    }

    /// @notice Owner or operator: refuse (true) or accept (false) buys on every coin.
    function setBuysPaused(bool paused) external {
        if (msg.sender != owner() && msg.sender != _s().operator) revert Unauthorized();
        _s().buysPaused = paused;
        emit BuysPausedSet(paused);
    }

    /// @notice Owner: set the operator (zero: owner only).
    function setOperator(address operator_) external onlyOwner {
        _s().operator = operator_;
        emit OperatorSet(operator_);
    }

    /// @notice Owner: the vault new PvE coins escrow in (zero: PvE launches refused). Live
    /// coins keep the vault stamped at their launch.
    function setPveVault(address vault) external onlyOwner {
        _s().pveVault = vault;
        emit PveVaultSet(vault);
    }

    /// @notice Owner: the creator fee new coins are registered with (≤ 50 bps).
    function setCreatorFeeBps(uint16 bps) external onlyOwner {
        _setCreatorFeeBps(bps);
    }

    /// @notice Owner: the creator fee registry and vault (both zero: creator fees off).
    function setCreatorFeeConfig(address registry, address vault) external onlyOwner {
        _setCreatorFeeConfig(registry, vault);
    }

    /// @notice Upgrade authority only: hand upgrades to another authority (a new timelock).
    function setUpgradeAuthority(address authority) external {
        Layout storage s = _s();
        if (msg.sender != s.upgradeAuthority) revert Unauthorized();
        if (authority == address(0)) revert ZeroAddress();
        s.upgradeAuthority = authority;
        emit UpgradeAuthoritySet(authority);
    }

    /// @notice Upgrade authority only: point graduation at new module code (an upgrade in all
    /// but name, so it goes through the same timelock).
    function setGraduator(address graduator_) external {
        Layout storage s = _s();
        if (msg.sender != s.upgradeAuthority) revert Unauthorized();
        _setGraduator(graduator_);
    }

    /// @dev Only the timelock upgrades; the owner cannot.
    function _authorizeUpgrade(address) internal view override {
        if (msg.sender != _s().upgradeAuthority) revert Unauthorized();
    }

    // ------------------------------------------------------------------ internals

    /// @dev EIP-712 digest of a LaunchIntent: strings hashed, fields in the type string's order.
    function _hashIntent(LaunchIntent calldata it) private view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                LAUNCH_INTENT_TYPEHASH,
                it.creator,
                it.submitter,
                keccak256(bytes(it.name)),
                keccak256(bytes(it.symbol)),
                it.metadataHash,
                it.salt,
                it.nonce,
                it.deadline,
                it.feeRecipient
            )
        );
        return MessageHashUtils.toTypedDataHash(DOMAIN_SEPARATOR(), structHash);
    }

    /// @dev CREATE2 salt of the clone of (creator, salt): two creators never collide.
    function _cloneSalt(address creator, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, salt));
    }

    /// @dev The CREATE2 address of the factory pair of (a, b), existing or not.
    function _pairFor(Layout storage s, address a, address b) private view returns (address) {
        (address t0, address t1) = a < b ? (a, b) : (b, a);
        return address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(hex"ff", s.factory, keccak256(abi.encodePacked(t0, t1)), s.pairInitCodeHash)
                    )
                )
            )
        );
    }

    /// @dev Deploy, initialize and register a coin, consuming the creator's nonce.
    function _create(NewCoin memory n) private returns (address token) {
        Layout storage s = _s();
        uint256 nonce = s.launchNonce[n.creator]++;
        bytes32 salt = _cloneSalt(n.creator, n.salt);
        address impl = s.tokenImplementation;
        token = Clones.predictDeterministicAddress(impl, salt);
        if (token.code.length != 0) revert TokenExists(token);
        Clones.cloneDeterministic(impl, salt);
        ILaunchpadToken(token).initialize(n.name, n.symbol, _pairFor(s, token, s.weth), _pairFor(s, token, s.neo));

        uint32 pid = s.defaultParamsId;
        Params memory p = s.paramSets[pid];
        s.paramsOf[token] = p;
        Curve storage c = s.curves[token];
        c.virtualEth = p.virtualEth;
        c.virtualToken = p.virtualToken;
        c.createdAt = uint64(block.timestamp);
        c.paramsId = pid;
        c.status = Status.Trading;
        c.creator = n.creator;
        c.pveVault = n.pveVault;

        if (n.feeRecipient == address(0)) n.feeRecipient = n.creator;
        uint256 feeBps = s.creatorFeeBps;
        address registry = s.creatorFeeRegistry;
        if (registry != address(0)) ICreatorFeeRegistry(registry).register(token, n.feeRecipient, feeBps);
        else feeBps = 0;
        _emitCreated(token, n, nonce, pid, p, feeBps);
    }

    /// @dev Complete the TokenCreated payload from the stamped parameters, then log it.
    function _emitCreated(address token, NewCoin memory n, uint256 nonce, uint32 pid, Params memory p, uint256 feeBps)
        private
    {
        n.nonce = nonce;
        n.paramsId = pid;
        n.virtualEth = p.virtualEth;
        n.virtualToken = p.virtualToken;
        n.floorToken = p.floorToken;
        n.creatorFeeBps = feeBps;
        n.token = token;
        _logCreated(n);
    }

    /// @dev Emit TokenCreated from one memory struct (keeps the stack shallow).
    function _logCreated(NewCoin memory n) private {
        emit TokenCreated(
            n.token,
            n.creator,
            n.submitter,
            n.feeRecipient,
            n.name,
            n.symbol,
            n.metadataHash,
            n.salt,
            n.nonce,
            n.pveVault,
            n.paramsId,
            n.virtualEth,
            n.virtualToken,
            n.floorToken,
            n.creatorFeeBps
        );
    }

    /// @dev A buy by msg.sender with `ethIn`, slippage-checked, unused ETH refunded.
    function _buyExact(address token, uint256 ethIn, uint256 minOut) private returns (uint256 tokensOut) {
        uint256 used;
        (tokensOut, used) = _buy(token, ethIn, false, false);
        if (tokensOut < minOut) revert Slippage(tokensOut, minOut);
        if (ethIn > used) _sendEth(msg.sender, ethIn - used);
    }

    /// @dev Execute a buy for msg.sender; `pveFill` sends the fill to the coin's PvE vault.
    /// Returns the tokens bought and the ETH used (the caller refunds the rest).
    function _buy(address token, uint256 ethIn, bool pveFill, bool launchSlice)
        private
        returns (uint256 tokensOut, uint256 used)
    {
        Layout storage s = _s();
        Curve storage c = s.curves[token];
        if (c.status != Status.Trading) revert NotTrading(c.status);
        if (s.buysPaused) revert BuysPaused();
        Fees memory f = _fees(token);
        LaunchpadMath.Buy memory q = LaunchpadMath.quoteBuy(
            c.virtualEth, c.virtualToken, s.paramsOf[token].floorToken, ethIn, f.protocolBps, f.creatorBps
        );
        if (q.tokensOut == 0) revert ZeroAmount();
        c.virtualEth += uint128(q.net);
        c.virtualToken -= uint128(q.tokensOut);
        c.realEth += uint128(q.net);
        _payFees(token, f, q.protocolFee, q.creatorFee);
        if (pveFill) {
            address vault = c.pveVault;
            IERC20(token).safeTransfer(vault, q.tokensOut);
            try IPveVault(vault).recordReceipt(token, msg.sender, q.tokensOut, q.grossUsed, launchSlice) {}
            catch {
                emit PveRecordFailed(token, vault, q.tokensOut);
            }
        } else {
            IERC20(token).safeTransfer(msg.sender, q.tokensOut);
        }
        _emitTrade(
            token, msg.sender, true, q.grossUsed, q.tokensOut, q.protocolFee, q.creatorFee, pveFill ? q.tokensOut : 0
        );
        if (q.hitsFloor) _freeze(s, token, c);
        return (q.tokensOut, q.grossUsed);
    }

    /// @dev Emit Trade with the reserves and price after the trade.
    function _emitTrade(
        address token,
        address trader,
        bool isBuy,
        uint256 ethAmount,
        uint256 tokenAmount,
        uint256 protocolFee,
        uint256 creatorFee,
        uint256 pveTokens
    ) private {
        Curve storage c = _s().curves[token];
        uint256 y = c.virtualEth;
        uint256 x = c.virtualToken;
        emit Trade(
            token,
            trader,
            isBuy,
            ethAmount,
            tokenAmount,
            protocolFee,
            creatorFee,
            LaunchpadMath.priceX18(y, x),
            y,
            x,
            c.realEth,
            pveTokens
        );
    }

    /// @dev Wrap the fees; protocol fee to the Collector, creator fee to the CreatorFeeVault
    /// (or, when that fails, to the Collector with CreatorFeeRerouted).
    function _payFees(address token, Fees memory f, uint256 protocolFee, uint256 creatorFee) private {
        uint256 total = protocolFee + creatorFee;
        if (total == 0) return;
        address weth_ = _s().weth;
        IWETH(weth_).deposit{value: total}();
        if (protocolFee != 0) IERC20(weth_).safeTransfer(f.collector, protocolFee);
        if (creatorFee != 0) {
            try this.payCreatorFee(token, creatorFee) {}
            catch {
                IERC20(weth_).safeTransfer(f.collector, creatorFee);
                emit CreatorFeeRerouted(token, f.feeTo, creatorFee);
            }
        }
    }

    /// @dev The fee terms a trade of `token` pays now.
    function _fees(address token) private view returns (Fees memory f) {
        (f.protocolBps, f.collector) = _protocolFee();
        (f.creatorBps, f.feeTo) = _creatorFee(token);
    }

    /// @dev Protocol fee rate and recipient, live from the FeeRouter.
    function _protocolFee() private view returns (uint256 bps, address collector) {
        address router = _s().feeRouter;
        bps = IFeeRouter(router).protocolFeeBps();
        collector = IFeeRouterCollector(router).collector();
    }

    /// @dev Creator fee rate (registry value, capped at MAX_CREATOR_FEE_BPS) and recipient;
    /// zero when creator fees are off, or the coin is unregistered or disabled.
    function _creatorFee(address token) private view returns (uint256 bps, address feeTo) {
        Layout storage s = _s();
        address registry = s.creatorFeeRegistry;
        if (registry == address(0) || s.creatorFeeVault == address(0)) return (0, address(0));
        (feeTo, bps) = ICreatorFeeRegistry(registry).creatorFee(token);
        if (feeTo == address(0)) return (0, address(0));
        if (bps > MAX_CREATOR_FEE_BPS) bps = MAX_CREATOR_FEE_BPS;
    }

    /// @dev Trading -> Frozen at the floor: stamp the freeze and open the NEO TWAP window.
    function _freeze(Layout storage s, address token, Curve storage c) private {
        c.status = Status.Frozen;
        c.frozenAt = uint64(block.timestamp);
        c.frozenBlock = uint64(block.number);
        // Start the NEO/WETH TWAP window graduation checks its spot price against.
        (address neoPair, bool wethIs0) = _neoPair(s);
        TwapStart storage t = s.neoTwap[token];
        (uint256 cumulative,,,, bool live) = _observeNeo(neoPair, wethIs0);
        t.cumulative = cumulative;
        t.timestamp = live ? uint32(block.timestamp) : 0;
        emit FloorReached(
            token,
            uint64(block.timestamp),
            uint64(block.timestamp + SELL_REOPEN_DELAY),
            c.realEth,
            LaunchpadMath.priceX18(c.virtualEth, c.virtualToken)
        );
    }

    /// @dev Frozen -> Trading after sellsOpenAt: keep the ended freeze as prev*, clear the live one.
    function _unfreeze(address token, Curve storage c) private {
        uint64 frozenAt_ = c.frozenAt;
        uint64 blk = c.frozenBlock;
        c.prevFrozenAt = frozenAt_;
        c.prevFrozenBlock = blk;
        c.frozenAt = 0;
        c.frozenBlock = 0;
        c.status = Status.Trading;
        emit Unfrozen(token, frozenAt_, blk, uint64(block.timestamp));
    }

    /// @dev Validate and store a parameter set under the next id.
    function _addParams(Params memory p) private returns (uint32 id) {
        // The floor must be reachable and leave room for pools: x0 ≤ supply, 0 < xf < x0, y0 > 0;
        // the bounty at most a tenth of the ETH a coin holds at the floor; 0 < NEO leg < 100%.
        if (
            p.virtualEth == 0 || p.virtualToken > TOTAL_SUPPLY || p.floorToken == 0 || p.floorToken >= p.virtualToken
                || p.neoLegBps == 0 || p.neoLegBps >= _BPS || p.maxNeoDeviationBps == 0
        ) revert BadParams();
        uint256 floorEth = uint256(p.virtualEth) * p.virtualToken / p.floorToken - p.virtualEth;
        if (uint256(p.graduationBounty) * 10 > floorEth) revert BadParams();
        Layout storage s = _s();
        id = ++s.paramsCount;
        s.paramSets[id] = p;
        emit ParamsAdded(
            id, p.virtualEth, p.virtualToken, p.floorToken, p.graduationBounty, p.neoLegBps, p.maxNeoDeviationBps
        );
    }

    /// @dev Point graduation at module code (must be a contract).
    function _setGraduator(address graduator_) private {
        if (graduator_.code.length == 0) revert ZeroAddress();
        _s().graduator = graduator_;
        emit GraduatorSet(graduator_);
    }

    /// @dev Run `data` on the graduation module in this contract's context, bubbling a revert.
    function _delegateToGraduator(bytes memory data) private {
        (bool ok, bytes memory ret) = _s().graduator.delegatecall(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 0x20), mload(ret))
            }
        }
    }

    /// @dev Set the creator fee of new coins (≤ MAX_CREATOR_FEE_BPS).
    function _setCreatorFeeBps(uint16 bps) private {
        if (bps > MAX_CREATOR_FEE_BPS) revert FeeTooHigh(bps);
        _s().creatorFeeBps = bps;
        emit CreatorFeeBpsSet(bps);
    }

    /// @dev Set the creator fee registry and vault.
    function _setCreatorFeeConfig(address registry, address vault) private {
        Layout storage s = _s();
        s.creatorFeeRegistry = registry;
        s.creatorFeeVault = vault;
        emit CreatorFeeConfigSet(registry, vault);
    }
}
