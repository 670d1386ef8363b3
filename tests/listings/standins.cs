// Minimal stand-ins for the libraries the listings use (MassTransit, EF Core,
// the caches, a mail client, logging) and the learner's own model, so that
// mcs can check every listing in resources/listings/ is valid C#. Only the
// members the listings call; nothing here runs.
using System;
using System.Linq.Expressions;
using System.Threading.Tasks;

namespace MassTransit
{
    public interface ConsumeContext<out T> where T : class
    {
        Guid? MessageId { get; }
        T Message { get; }
        // The Turkish article's name for "the message is done": the ack.
        Task ConsumeCompleted();
    }

    public interface IConsumer<in T> where T : class
    {
        Task Consume(ConsumeContext<T> context);
    }
}

namespace Microsoft.EntityFrameworkCore
{
    public class DbSet<T> where T : class
    {
        public void Add(T entity) { }
        public Task<bool> AnyAsync(Expression<Func<T, bool>> predicate) { return Task.FromResult(false); }
    }

    public class DbUpdateException : Exception { }

    public interface IDbContextTransaction : IDisposable
    {
        Task CommitAsync();
        Task RollbackAsync();
    }

    public class DatabaseFacade
    {
        public Task<IDbContextTransaction> BeginTransactionAsync() { return Task.FromResult<IDbContextTransaction>(null); }
        public Task<int> ExecuteSqlInterpolatedAsync(FormattableString sql) { return Task.FromResult(0); }
    }

    public class DbContext
    {
        public DatabaseFacade Database { get; } = new DatabaseFacade();
        public Task<int> SaveChangesAsync() { return Task.FromResult(0); }
    }
}

namespace System.Data.Common
{
    public abstract class DbException : Exception { }
}

namespace Microsoft.Extensions.Caching.Memory
{
    public class MemoryCacheOptions
    {
        public long? SizeLimit { get; set; }
    }

    public class MemoryCacheEntryOptions
    {
        public TimeSpan? AbsoluteExpirationRelativeToNow { get; set; }
        public long? Size { get; set; }
    }

    public class MemoryCache
    {
        public MemoryCache(MemoryCacheOptions options) { }
        public bool TryGetValue(object key, out object value) { value = null; return false; }
        public void Set(object key, object value, MemoryCacheEntryOptions options) { }
    }
}

namespace Microsoft.Extensions.Caching.Distributed
{
    public class DistributedCacheEntryOptions
    {
        public TimeSpan? AbsoluteExpirationRelativeToNow { get; set; }
    }

    public interface IDistributedCache
    {
        Task<string> GetStringAsync(string key);
        Task SetStringAsync(string key, string value, DistributedCacheEntryOptions options);
    }
}

namespace Microsoft.Extensions.Logging
{
    public interface ILogger<out T>
    {
        void LogInformation(string message, params object[] args);
    }
}

// The learner's own code: the message, the tables, the business logic.
public class OrderCreated
{
    public string OrderKey { get; set; }
    public string CustomerEmail { get; set; }
}

public class PreparedOrder
{
    public string OrderKey { get; set; }
    public string Account { get; set; }
    public string CustomerEmail { get; set; }
}

public static class OrderLogic
{
    public static Task<PreparedOrder> PrepareAsync(OrderCreated message) { return Task.FromResult(new PreparedOrder()); }
}

public class Order
{
    public string OrderKey { get; set; }
    public string MessageId { get; set; }
    public DateTime CreatedAt { get; set; }
}

public class InboxMessage
{
    public string MessageId { get; set; }
    public string Consumer { get; set; }
    public DateTime ConsumedAt { get; set; }
}

public class AppDbContext : Microsoft.EntityFrameworkCore.DbContext
{
    public Microsoft.EntityFrameworkCore.DbSet<Order> Orders { get; } = new Microsoft.EntityFrameworkCore.DbSet<Order>();
    public Microsoft.EntityFrameworkCore.DbSet<InboxMessage> Inbox { get; } = new Microsoft.EntityFrameworkCore.DbSet<InboxMessage>();
}

public interface IEmailSender
{
    Task SendAsync(string to, string subject, string body);
}
