using System;
using System.Data.Common;
using System.Threading.Tasks;
using MassTransit;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Distributed;
using Microsoft.Extensions.Logging;

// A shared cache (Redis) remembers processed ids, as in the Turkish article
public class OrderCreatedConsumer : IConsumer<OrderCreated>
{
    private static readonly DistributedCacheEntryOptions Ttl = new DistributedCacheEntryOptions
    {
        AbsoluteExpirationRelativeToNow = TimeSpan.FromMilliseconds(/*@ttlMs*/60000)
    };

    private readonly IDistributedCache _cache;
    private readonly ILogger<OrderCreatedConsumer> _logger;
    // @if send-email
    private readonly IEmailSender _email;

    public OrderCreatedConsumer(IDistributedCache cache, ILogger<OrderCreatedConsumer> logger, IEmailSender email)
    {
        _email = email;
    // @else
    private readonly AppDbContext _db;

    public OrderCreatedConsumer(IDistributedCache cache, ILogger<OrderCreatedConsumer> logger, AppDbContext db)
    {
        _db = db;
    // @endif
        _cache = cache;
        _logger = logger;
    }

    // @step receive handle
    public async Task Consume(ConsumeContext<OrderCreated> context)
    // @end
    {
        // @step crash-before-handle
        // (crash point) before the handler: the broker still holds the message
        // @end
        var messageId = context.MessageId.ToString();
        var cacheKey = $"processed:{messageId}";
        // 1. Is the id in the cache?
        // @step cache-check
        var cached = await _cache.GetStringAsync(cacheKey);
        // @end
        if (cached != null)
        {
            // @step cache-hit
            _logger.LogInformation("Duplicate {MessageId} skipped", messageId);
            // @end
            // @step ack-duplicate
            await context.ConsumeCompleted();
            return;
            // @end
        }
        // @step work
        // 2. The handler's own work
        var order = await OrderLogic.PrepareAsync(context.Message);
        // @end
        // @if before-commit
        // @step cache-set
        // 3. The id goes to the cache before the commit (the article's order)
        await _cache.SetStringAsync(cacheKey, "processed", Ttl);
        // @end
        // @endif
        // @if send-email
        // @insert send-email
        // @step crash-after-side-effect
        // (crash point) the email is sent, the message is not acked
        // @end
        // @else
        try
        {
            // @step begin
            using (var transaction = await _db.Database.BeginTransactionAsync())
            // @end
            {
                // @insert write-effect
                // @step crash-after-side-effect
                // (crash point) written, not committed: the rollback undoes it
                // @end
                // @step commit
                await transaction.CommitAsync();
                // @end
            }
        }
        // @step store-failed
        catch (DbException)
        {
            // The database is down: no ack, no skip; the retry policy runs it again
            throw;
        }
        // @end
        // @endif
        // @step crash-after-commit
        // (crash point) committed, not acked: the broker delivers it again
        // @end
        // @step ack
        // The ack: the broker forgets the message
        await context.ConsumeCompleted();
        // @end
        // @if after-commit
        // @step crash-after-ack
        // (crash point) acked, the id not yet in the cache
        // @end
        // @step cache-set
        // 3. Remember the id, with its time to live
        await _cache.SetStringAsync(cacheKey, "processed", Ttl);
        // @end
        // @endif
    }
}
